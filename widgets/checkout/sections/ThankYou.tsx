// After a successful order: 'Thanks {first} {last} for your order!',
// 'A purchase receipt will been sent to' the email (the spec's wording, kept as written),
// and for signed-in customers 'Go to my orders'.
import type { PlacedOrder } from '../../../shared/schemas/checkout';
import { formatMoney, GST_INCLUDED_LABEL } from '../../../shared/format/money';
import { buttonClass } from '../../kit/Button';
import { useRevealOnMount } from '../../kit/form/useRevealOnMount';

export interface ThankYouProps {
  order: PlacedOrder;
  contact: { firstName: string; lastName: string; email: string };
  signedIn: boolean;
  ordersUrl: string;
  shopUrl: string;
}

export function ThankYou({ order, contact, signedIn, ordersUrl, shopUrl }: ThankYouProps) {
  // The form it replaces was long: on a phone the customer was at its foot, below this.
  const heading = useRevealOnMount<HTMLHeadingElement>();
  return (
    <div role="status" className="mx-auto max-w-xl space-y-4 rounded-lg border border-line bg-surface p-6 text-center text-ink" part="thank-you">
      <h2 className="break-words text-2xl font-bold" tabIndex={-1} ref={heading}>
        Thanks {contact.firstName} {contact.lastName} for your order!
      </h2>
      <p>
        A purchase receipt will been sent to <strong className="break-all">{contact.email}</strong>
      </p>
      <p className="text-sm text-muted">
        Order number <strong className="text-ink">#{order.number}</strong>
        {order.basket ? ` · Total ${formatMoney(order.basket.total)} (${GST_INCLUDED_LABEL})` : ''}
        {order.isClickAndCollect && order.clinic ? ` · Collect from ${order.clinic.name}` : ''}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {signedIn && (
          <a href={ordersUrl} className={buttonClass('primary', 'md')}>
            Go to my orders
          </a>
        )}
        <a href={shopUrl} className={buttonClass(signedIn ? 'secondary' : 'primary', 'md')}>
          Continue shopping
        </a>
      </div>
    </div>
  );
}
