// The shared confirmation view of the spec ('Thank you!', 'Your order has been
// completed successfully. Order summary has been sent to' the email, 'Go to homepage'),
// for flows that end in an order without a thank-you of their own: the subscription wizard's
// last step (with its 'Go to my subscriptions' as children). Checkout has its own thank-you
// ('Thanks {first} {last} for your order!') and the fundraiser the CMS's thank-you page.
import type { ReactNode } from 'react';
import { buttonClass } from '../Button';
import { useRevealOnMount } from '../form/useRevealOnMount';

export function OrderConfirmation({ email, homeUrl = '/', children }: { email: string; homeUrl?: string; children?: ReactNode }) {
  const heading = useRevealOnMount<HTMLHeadingElement>();
  return (
    <div role="status" className="space-y-3 rounded-lg border border-line bg-surface p-6 text-center text-ink">
      <h2 className="text-2xl font-bold" data-step-heading tabIndex={-1} ref={heading}>
        Thank you!
      </h2>
      <p>
        Your order has been completed successfully. Order summary has been sent to <strong>{email}</strong>
      </p>
      {children}
      <a href={homeUrl} className={buttonClass('primary', 'md')}>
        Go to homepage
      </a>
    </div>
  );
}
