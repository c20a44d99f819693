// One account section as its own tag, without the account menu: for a clinic site that wants
// only "my pets" or "my orders" on a page. The section keeps its own title (no host heading).
// The other sections already are tags: <vet-account-appointments>, <vet-pay-online>,
// <vet-linked-accounts>, <vet-feedback>.
/**
 * <vet-account-details>: the client's details, delivery addresses and Delete account.
 * @fires vet-account:deleted  after the account was deleted (then local storage is cleared and the page goes to /)
 */
/**
 * <vet-account-pets>: the client's pets: grid, add, edit, photos; practice-linked pets read-only.
 */
/**
 * <vet-account-orders>: the client's order history, 10 a page, with each order's details.
 */
/**
 * <vet-account-subscriptions>: the client's subscriptions: Active/Suspended toggle, edit, cancel, history.
 */
/**
 * <vet-account-payment-methods>: the client's saved cards: add, delete, set default.
 */
/**
 * <vet-account-change-password>: the change password form; afterwards the page goes to /.
 * @fires vet-account:password-changed  after the password changed
 */
import { AccountGate } from './AccountGate';
import { Section } from './Account';
import type { AccountSection as SectionName } from './menu';
import './events';

/** The sections that have no tag of their own elsewhere. */
export const SECTION_TAGS = {
  'vet-account-details': 'details',
  'vet-account-pets': 'pets',
  'vet-account-orders': 'orders',
  'vet-account-subscriptions': 'subscriptions',
  'vet-account-payment-methods': 'payment-methods',
  'vet-account-change-password': 'change-password',
} as const satisfies Record<`vet-account-${string}`, SectionName>;

export function AccountSection({ section }: { section: SectionName }) {
  return (
    <AccountGate>
      <div part="section">
        <Section section={section} />
      </div>
    </AccountGate>
  );
}
