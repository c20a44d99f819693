/**
 * <vet-pay-online>: a one-off card payment against an invoice reference (spec 2 sections 2,
 * 3, 5, 7, 8). Signed out: name, email and a card; signed in: one of the saved cards.
 *
 * @attr vet-id, api-base, token, token-url   the common attributes
 * @attr payment-information   optional text shown beside the form (how to find the reference…)
 * @event vet-pay-online:paid   { reference, amount, signedIn } after a payment went through
 * @event vet-pay-online:error  { message } when a payment failed
 * @csspart base        the widget's root
 * @csspart card-field  the card inputs' frame (the inputs themselves are slotted light DOM)
 */
import type { FetchLike } from '../../shared/api/http';
import { Spinner } from '../kit/Spinner';
import { CardPayments, useSignedIn, useWidgetClient, type CardProviderDeps } from '../kit/payments';
import { AnonymousPayment } from './AnonymousPayment';
import { SignedInPayment } from './SignedInPayment';
import './events';

export interface PayOnlineProps {
  paymentInformation?: string;
  /** Tests: a fake fetch and the stand-in loader. */
  fetch?: FetchLike;
  loadScript?: CardProviderDeps['loadScript'];
}

export function PayOnline({ paymentInformation, fetch, loadScript }: PayOnlineProps) {
  const client = useWidgetClient(fetch);
  const signedIn = useSignedIn();

  return (
    <section aria-labelledby="vet-pay-online-title" className="mx-auto max-w-2xl space-y-4 p-1">
      <h2 id="vet-pay-online-title" className="text-2xl font-bold text-ink">
        Pay online
      </h2>
      {paymentInformation?.trim() && (
        <aside aria-label="Payment information" className="rounded-lg border border-line bg-highlight p-4 text-sm text-ink">
          {paymentInformation}
        </aside>
      )}
      {signedIn === null ? (
        <p className="flex items-center gap-2 text-muted">
          <Spinner decorative size="sm" /> Loading…
        </p>
      ) : signedIn ? (
        <SignedInPayment client={client} />
      ) : (
        <CardPayments fetch={fetch} {...(loadScript ? { loadScript } : {})}>
          <AnonymousPayment client={client} />
        </CardPayments>
      )}
    </section>
  );
}
