/**
 * <vet-account>: the signed-in account area: the
 * side navigation and one section: Details (with addresses and Delete account), Pets,
 * Appointments, Orders, Subscriptions, Pay Online, Payment Methods, Change Password, Linked
 * Accounts, Feedback. Appointments, Pay Online, Linked Accounts and Feedback are the
 * <vet-account-appointments>, <vet-pay-online>, <vet-linked-accounts> and <vet-feedback> flows.
 *
 * @attr {'details' | 'pets' | 'appointments' | 'orders' | 'subscriptions' | 'pay-invoices' | 'payment-methods' | 'change-password' | 'linked-accounts' | 'feedback'} section  the section shown; default: the
 *                 one the page path names (/account/pets…), else details
 * @attr omit      menu entries to leave out, by name, comma-separated ("Feedback, Pay Online")
 * @attr hide-nav  "true" leaves the menu out (the host shows its own, as the portal does) and
 *                 the section's own title too: the host titles the page with the section's name
 *                 (the portal's h1), so the section's parts start at h2 under it
 * @fires vet-account:navigate  { href } before following an account link; cancel to route yourself
 * @attr deleted-url  where to go after the account is deleted (default /)
 * @fires vet-account:deleted   { href } cancelable, after deletion; cancel to stay or leave your own way
 * @fires vet-account:password-changed  after the password changed (then the page goes to /)
 * @csspart base     the widget's outer box
 * @csspart nav      the account menu
 * @csspart section  the current section
 */
import { WidgetMessage } from '../kit/WidgetRoot';
import { AccountGate } from './AccountGate';
import { AccountNav } from './AccountNav';
import './events';
import { ACCOUNT_ENTRIES, ACCOUNT_SECTIONS, accountEntries, isAccountSection, isCurrentEntry, parseOmit, sectionFromPath, type AccountSection } from './menu';
import { ChangePassword } from './sections/ChangePassword';
import { Details } from './sections/details/Details';
import { Embedded } from './sections/Embedded';
import { Orders } from './sections/orders/Orders';
import { PaymentMethods } from './sections/payment-methods/PaymentMethods';
import { Pets } from './sections/pets/Pets';
import { Subscriptions } from './sections/subscriptions/Subscriptions';
import { HostTitledContext, useHostTitled } from './ui';
import { AccountOptionsContext } from './context';
import { safeHref } from '../../shared/format/link';

export interface AccountProps {
  section?: string;
  omit?: string;
  /**
   * "true" leaves the menu and the section's own title out: the host shows both (r2wc skips
   * an empty attribute value, so a bare hide-nav would not).
   */
  hideNav?: string | boolean;
  deletedUrl?: string;
  /** Tests inject a path; the element uses the real one. */
  pathname?: string;
}

export function Account({ section, omit, hideNav, deletedUrl, pathname }: AccountProps) {
  const path = pathname ?? (typeof location === 'undefined' ? '/' : location.pathname);
  const wanted = section?.trim().toLowerCase();
  if (wanted && !isAccountSection(wanted))
    return <WidgetMessage title="<vet-account> is not set up correctly" body={`section must be one of ${ACCOUNT_SECTIONS.join(', ')} (got "${section}")`} />;
  const current: AccountSection = (wanted as AccountSection | undefined) || sectionFromPath(path) || 'details';
  const navHidden = hideNav === true || (typeof hideNav === 'string' && !['false', '0', 'no'].includes(hideNav.trim().toLowerCase()));
  const entries = accountEntries(parseOmit(omit));
  const highlighted = entries.find((e) => isCurrentEntry(path, e)) ?? entries.find((e) => e.section === current);

  return (
    <AccountGate>
      <AccountOptionsContext.Provider value={{ deletedUrl: safeHref(deletedUrl) ?? '/' }}>
        <div className={navHidden ? '' : 'grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]'}>
          {!navHidden && <AccountNav entries={entries} current={highlighted} />}
          <div part="section" className="min-w-0">
            <HostTitledContext.Provider value={navHidden}>
              <Section section={current} />
            </HostTitledContext.Provider>
          </div>
        </div>
      </AccountOptionsContext.Provider>
    </AccountGate>
  );
}

export { SIGNED_OUT } from './AccountGate';

/** <vet-pay-online> with the group's payment information; its own heading only when nothing titles the page. */
function PayInvoices() {
  const hostTitled = useHostTitled();
  return <Embedded tag="vet-pay-online" attributes={{ 'information-slug': 'pay-online', ...(hostTitled ? { 'hide-heading': 'true' } : {}) }} />;
}

/** One section on its own (the per-section tags and the shell use it). */
export function Section({ section }: { section: AccountSection }) {
  switch (section) {
    case 'details':
      return <Details />;
    case 'pets':
      return <Pets />;
    case 'appointments':
      return <Embedded tag="vet-account-appointments" />;
    case 'orders':
      return <Orders />;
    case 'subscriptions':
      return <Subscriptions />;
    case 'pay-invoices':
      return <PayInvoices />;
    case 'payment-methods':
      return <PaymentMethods />;
    case 'change-password':
      return <ChangePassword />;
    case 'linked-accounts':
      return <Embedded tag="vet-linked-accounts" />;
    case 'feedback':
      return <Embedded tag="vet-feedback" />;
  }
}

export { ACCOUNT_ENTRIES };
