// Step 2: the thank-you title, image and body, the order's items, and the
// pickup place with a map and a 'Get directions' link.
import type { DonationResult } from '../../../shared/api/fundraiser';
import { formatPickup } from '../../../shared/format/dates';
import { formatMoney, gstIncludedIn, GST_INCLUDED_LABEL } from '../../../shared/format/money';
import { PAID_BY_CARD } from '../../../shared/schemas/donation';
import { RichText } from '../../kit/RichText';
import { MapPlaceholder } from '../MapPlaceholder';
import { directionsUrl, type Fundraiser, type PickupLocation } from '../types';
import { useApiUrl } from '../../kit/apiUrl';
import { useRevealOnMount } from '../../kit/form/useRevealOnMount';

/** Pay on pickup: where, by the pickup place's own name. */
export const payOnPickupNote = (pickup: Pick<PickupLocation, 'name'>) => `You pay when you pick up your order at ${pickup.name}.`;

export function ThankYouStep({ fundraiser, result, pickup }: { fundraiser: Fundraiser; result: DonationResult; pickup: PickupLocation }) {
  const apiUrl = useApiUrl();
  const directions = directionsUrl(pickup);
  const heading = useRevealOnMount<HTMLHeadingElement>();
  return (
    <div role="status" className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <div className="space-y-3">
          <h2 className="text-3xl font-bold text-ink" tabIndex={-1} ref={heading}>
            {fundraiser.thankYouPageTitle || 'Thank you!'}
          </h2>
          <RichText nodes={fundraiser.thankYouPageBody} />
        </div>
        {fundraiser.thankYouPageImage && (
          <img
            src={apiUrl(fundraiser.thankYouPageImage.url)}
            alt={fundraiser.thankYouPageImage.alt}
            className="w-full rounded-lg border border-line object-cover"
          />
        )}
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="vet-fundraiser-items" className="space-y-2">
          <h3 id="vet-fundraiser-items" className="text-xl font-bold text-ink">
            Your order
          </h3>
          <ul className="divide-y divide-line rounded-lg border border-line bg-surface px-4">
            {result.selectedItems.map((item) => (
              <li key={item.fundraiserProductContentfulId} className="flex justify-between gap-3 py-2 text-sm">
                <span>
                  {item.name ?? item.fundraiserProductContentfulId} × {item.quantity}
                </span>
                {item.price !== undefined && <span className="tabular-nums">{formatMoney(item.price * item.quantity)}</span>}
              </li>
            ))}
          </ul>
          <dl className="space-y-1">
            <div className="flex justify-end gap-1 font-bold text-ink">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatMoney(result.total)}</dd>
            </div>
            <div className="flex justify-end gap-1 text-sm text-muted">
              <dt>{GST_INCLUDED_LABEL}</dt>
              <dd className="tabular-nums">{formatMoney(result.tax ?? gstIncludedIn(result.total))}</dd>
            </div>
          </dl>
          {/* Where they pay is where they pick up: a market stall is not a clinic. */}
          <p className="text-sm text-muted">{result.payment === 'payOnPickup' ? payOnPickupNote(pickup) : PAID_BY_CARD}</p>
        </section>
        <section aria-labelledby="vet-fundraiser-pickup" className="space-y-2">
          <h3 id="vet-fundraiser-pickup" className="text-xl font-bold text-ink">
            Pickup
          </h3>
          <p className="text-ink">
            <strong>{pickup.name}</strong>
            {pickup.friendlyAddress ? `, ${pickup.friendlyAddress}` : ''}
          </p>
          {pickup.pickupTime && <p className="text-muted">{formatPickup(pickup.pickupTime)}</p>}
          <MapPlaceholder name={pickup.name} />
          {directions && (
            <a href={directions} target="_blank" rel="noopener noreferrer" className="inline-flex font-semibold text-primary underline">
              Get directions <span className="sr-only">to {pickup.name} (opens in a new tab)</span>
            </a>
          )}
        </section>
      </div>
    </div>
  );
}
