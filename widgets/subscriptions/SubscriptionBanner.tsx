// The subscription banner: a call to action with a CREATE NOW button to
// ./subscriptions. Exported for the shell and the account area.
import { buttonClass } from '../kit/Button';

export function SubscriptionBanner({ href = './subscriptions' }: { href?: string }) {
  return (
    <aside
      aria-label="Subscriptions"
      className="flex flex-col items-start gap-3 rounded-lg bg-highlight p-5 text-ink sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="text-lg font-bold">Never run out of the essentials</p>
        <p className="text-sm">Subscribe to food, flea and worm treatments and get them delivered to your door.</p>
      </div>
      <a href={href} className={buttonClass('primary', 'md', 'shrink-0')}>
        CREATE NOW
      </a>
    </aside>
  );
}
