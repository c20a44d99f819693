// Pay online, signed in (/account/pay-invoices): choose a saved card,
// enter 'Amount (NZD)' and a reference; POST /api/v1/profile/oneoffpayment with the payment's
// kept Idempotency-Key (a retry after a lost answer is answered the first payment).
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import type { ApiClient } from '../../shared/api/http';
import { createPayOnlineApi } from '../../shared/api/payOnline';
import { OneOffPaymentSchema, type OneOffPaymentResult } from '../../shared/schemas/payOnline';
import { Fieldset, Form, useForm } from '../kit/form';
import { keptKey, sendOnce } from '../kit/keptKey';
import { SavedCards, paymentFailureMessage, preselectedCard, useSavedCards } from '../kit/payments';
import { useToast } from '../kit/Toasts';
import { useWidget } from '../kit/WidgetContext';
import { PAYMENT_FAILED, PAYMENT_PROCESSED } from './messages';
import { AmountAndReference } from './AmountAndReference';

const EMPTY = { paymentMethodID: '', amount: '', reference: '' };

export function SignedInPayment({ client, paymentMethodsUrl }: { client: ApiClient; paymentMethodsUrl: string }) {
  const cards = useSavedCards(client);
  const toast = useToast();
  const { emit, config } = useWidget();
  const [keys] = useState(() => keptKey(`pay-online:${config.vetId}`));

  const form = useForm<typeof EMPTY, v.InferOutput<typeof OneOffPaymentSchema>, OneOffPaymentResult>({
    schema: OneOffPaymentSchema,
    initial: EMPTY,
    // The payment is the amount and the reference, whichever card pays it.
    submit: (output) =>
      sendOnce(keys, { amount: output.amount, reference: output.reference }, (idempotencyKey) => createPayOnlineApi(client).pay(output, { idempotencyKey })),
    failureMessage: (e) => paymentFailureMessage(e, PAYMENT_FAILED),
    onSuccess: (_result, output) => {
      // The error of an earlier try (a declined card) goes; the success stays.
      toast.dismiss();
      toast.success(PAYMENT_PROCESSED);
      emit('vet-pay-online:paid', { reference: output.reference, amount: output.amount, signedIn: true });
      form.reset();
    },
    onFailure: (message) => {
      toast.error(message);
      emit('vet-pay-online:error', { message });
    },
  });

  // The default card (or the only one) is chosen for the customer, also after a reset.
  const chosen = form.values.paymentMethodID;
  const { set } = form;
  useEffect(() => {
    if (cards.status !== 'ready' || chosen) return;
    const card = preselectedCard(cards.cards);
    if (card) set('paymentMethodID', String(card.id));
  }, [cards, chosen, set]);

  return (
    <Form form={form} label="Pay online">
      <Fieldset legend="Payment Details">
        <SavedCards state={cards} value={chosen} onChange={(id) => set('paymentMethodID', id)} error={form.error('paymentMethodID')} />
        {cards.status !== 'loading' && (
          <a href={paymentMethodsUrl} className="mt-2 inline-block text-sm font-semibold text-primary underline">
            Add a card in Payment Methods
          </a>
        )}
      </Fieldset>
      <AmountAndReference form={form} />
    </Form>
  );
}
