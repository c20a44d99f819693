// The account menu, in the spec's order and paths.
// This is the one list: the portal shell imports it (shell/navigation/accountMenu.ts) for its
// header and account pages, so keep this module free of React and of anything shell-side.

export type AccountSection =
  'details' | 'pets' | 'appointments' | 'orders' | 'subscriptions' | 'pay-invoices' | 'payment-methods' | 'change-password' | 'linked-accounts' | 'feedback';

export interface AccountEntry {
  label: string;
  href: string;
  /** The section this entry shows; Logout has none (it leaves the account area). */
  section: AccountSection | null;
  /** Logout is shown in the warning style. */
  warning?: boolean;
}

export const ACCOUNT_ENTRIES: readonly AccountEntry[] = [
  { label: 'Details', href: '/account/details', section: 'details' },
  { label: 'Pets', href: '/account/pets', section: 'pets' },
  { label: 'Appointments', href: '/account/appointments', section: 'appointments' },
  { label: 'Orders', href: '/account/orders', section: 'orders' },
  { label: 'Subscriptions', href: '/account/subscriptions', section: 'subscriptions' },
  { label: 'Pay Online', href: '/account/pay-invoices', section: 'pay-invoices' },
  { label: 'Payment Methods', href: '/account/payment-methods', section: 'payment-methods' },
  { label: 'Change Password', href: '/account/change-password', section: 'change-password' },
  { label: 'Linked Accounts', href: '/account/linked-accounts', section: 'linked-accounts' },
  { label: 'Feedback', href: '/account/feedback', section: 'feedback' },
  { label: 'Logout', href: '/logout', section: null, warning: true },
];

export const ACCOUNT_SECTIONS = ACCOUNT_ENTRIES.flatMap((e) => (e.section ? [e.section] : []));

export function isAccountSection(value: string): value is AccountSection {
  return (ACCOUNT_SECTIONS as readonly string[]).includes(value);
}

/** 'Some entries can be left out by name': a comma-separated list of labels, any case. */
export function parseOmit(omit: string | undefined): string[] {
  return (omit ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

export function accountEntries(omit: readonly string[] = []): AccountEntry[] {
  const skip = new Set(omit.map((name) => name.trim().toLowerCase()));
  return ACCOUNT_ENTRIES.filter((e) => !skip.has(e.label.toLowerCase()) && !(e.section && skip.has(e.section)));
}

/** The current entry: the path starts with its href, by whole segments. */
export function isCurrentEntry(pathname: string, entry: AccountEntry): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === entry.href || path.startsWith(`${entry.href}/`);
}

/** The section a path names (/account/pets/12 → pets), if any. */
export function sectionFromPath(pathname: string): AccountSection | null {
  return ACCOUNT_ENTRIES.find((e) => e.section && isCurrentEntry(pathname, e))?.section ?? null;
}
