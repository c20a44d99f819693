// Pay online, signed out: 'Payment Details' (Name, Email, card fields),
// 'Amount due' ('Amount (NZD)'), 'Details' (Reference) and 'Confirm payment'. The card is
// turned into a token only once the other fields are valid, then
// POST /api/v1/profile/anonymous/oneoffpayment with the payment's kept Idempotency-Key.
import { useState } from 'react';
import * as v from 'valibot';
import type { ApiClient } from '../../shared/api/http';
import { createPayOnlineApi } from '../../shared/api/payOnline';
import { AnonymousOneOffPaymentSchema, TOKEN_REQUIRED, type OneOffPaymentResult } from '../../shared/schemas/payOnline';
import { Fieldset, Form, useForm } from '../kit/form';
import { keptKey, sendOnce } from '../kit/keptKey';
import { CardField, CardProviderError, cardRefused, paymentFailureMessage, useCardPayment } from '../kit/payments';
import { TextField } from '../kit/TextField';
import { useToast } from '../kit/Toasts';
import { useWidget } from '../kit/WidgetContext';
import { PAYMENT_FAILED, PAYMENT_PROCESSED } from './messages';
import { AmountAndReference } from './AmountAndReference';

const Schema = v.omit(AnonymousOneOffPaymentSchema, ['token']);
const EMPTY = { name: '', email: '', amount: '', reference: '' };

export function AnonymousPayment({ client }: { client: ApiClient }) {
  const card = useCardPayment();
  const toast = useToast();
  const { emit, config } = useWidget();
  const [keys] = useState(() => keptKey(`pay-online:${config.vetId}`));

  const form = useForm<typeof EMPTY, v.InferOutput<typeof Schema>, OneOffPaymentResult>({
    schema: Schema,
    initial: EMPTY,
    submit: async (output) => {
      if (card.empty && card.ready) throw new CardProviderError(TOKEN_REQUIRED);
      const token = await card.createToken({ name: output.name });
      // The payment is who pays what for which reference; the card's token is new at each
      // press, so it is not part of it: a retry after a lost answer is answered the first payment.
      return sendOnce(keys, output, (idempotencyKey) => createPayOnlineApi(client).payAnonymous({ ...output, token }, { idempotencyKey }));
    },
    failureMessage: (e) => paymentFailureMessage(e, PAYMENT_FAILED),
    onSuccess: (_result, output) => {
      // The error of an earlier try (a declined card) goes; the success stays.
      toast.dismiss();
      toast.success(PAYMENT_PROCESSED);
      emit('vet-pay-online:paid', { reference: output.reference, amount: output.amount, signedIn: false });
      // The spec: after success the form and the card fields reset.
      form.reset();
      card.clear();
    },
    onFailure: (message, e) => {
      toast.error(message);
      emit('vet-pay-online:error', { message });
      // The card could not be read: let it be corrected. The payment was refused (a declined
      // card): the card is spent, so the field empties for another one. Any other failure (the
      // connection dropped) keeps it: pressing again is safe.
      if (e instanceof CardProviderError) card.focus();
      else if (cardRefused(e)) card.clear();
    },
  });

  return (
    <Form form={form} label="Pay online">
      <Fieldset legend="Payment Details">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" required autoComplete="cc-name" {...form.text('name')} />
          <TextField label="Email" type="email" required autoComplete="email" {...form.text('email')} />
        </div>
        <CardField label="Card details" disabled={form.submitting} />
      </Fieldset>
      <AmountAndReference form={form} />
    </Form>
  );
}
