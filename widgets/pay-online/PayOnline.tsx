/**
 * <vet-pay-online>: a one-off card payment against an invoice reference. Signed out: name,
 * email and a card; signed in: one of the saved cards.
 *
 * @attr information-slug      slug of a `block-payment-information` content document shown beside
 *                             the form (title and rich text; other ways to pay, where the reference is)
 * @attr payment-information   plain text shown instead when there is no such document
 * @attr payment-methods-url   signed in: where a card is added (default /account/payment-methods)
 * @attr hide-heading          present (bare, as a native boolean; "false" counts as absent) leaves the 'Pay online' heading out (the host page titles it)
 * @fires vet-pay-online:paid   { reference, amount, signedIn } after a payment went through
 * @fires vet-pay-online:error  { message } when a payment failed
 * @csspart base        the widget's root
 * @csspart card-field  the card field: its label, the card frame and its messages
 */
import { LoadingLine } from '../kit/Spinner';
import { CardPayments, useSignedIn, type CardProviderDeps } from '../kit/payments';
import { useWidget } from '../kit/WidgetContext';
import { AnonymousPayment } from './AnonymousPayment';
import { PaymentInformation } from './PaymentInformation';
import { SignedInPayment } from './SignedInPayment';
import './events';

export interface PayOnlineProps {
  informationSlug?: string;
  paymentInformation?: string;
  paymentMethodsUrl?: string;
  hideHeading?: boolean;
  /** Tests: the card frame run in jsdom (card-frame/testing.ts). */
  cardFrame?: CardProviderDeps['cardFrame'];
}

export function PayOnline({ informationSlug, paymentInformation, paymentMethodsUrl = '/account/payment-methods', hideHeading, cardFrame }: PayOnlineProps) {
  const { client } = useWidget();
  const signedIn = useSignedIn();
  const headingHidden = hideHeading === true;

  return (
    <section {...(headingHidden ? { 'aria-label': 'Pay online' } : { 'aria-labelledby': 'vet-pay-online-title' })} className="mx-auto max-w-2xl space-y-4 p-1">
      {!headingHidden && (
        <h2 id="vet-pay-online-title" className="text-2xl font-bold text-ink">
          Pay online
        </h2>
      )}
      <PaymentInformation slug={informationSlug} text={paymentInformation} />
      {signedIn === null ? (
        <LoadingLine>Loading…</LoadingLine>
      ) : signedIn ? (
        <SignedInPayment client={client} paymentMethodsUrl={paymentMethodsUrl} />
      ) : (
        <CardPayments {...(cardFrame ? { cardFrame } : {})}>
          <AnonymousPayment client={client} />
        </CardPayments>
      )}
    </section>
  );
}
