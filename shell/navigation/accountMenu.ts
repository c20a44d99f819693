// The signed-in account menu (both specs), in this order. The list
// itself lives with the <vet-account> widget (widgets/account/menu.ts), so the portal's header,
// side menu and phone menu always match the widget's own menu entry for entry; this module
// keeps the shell's names for it and adds what only the portal needs (the section routes).
import { ACCOUNT_ENTRIES, ACCOUNT_SECTIONS as WIDGET_ACCOUNT_SECTIONS, accountEntries, isCurrentEntry, type AccountEntry } from '../../widgets/account/menu';

export type { AccountEntry };

export const ACCOUNT_MENU: readonly AccountEntry[] = ACCOUNT_ENTRIES;

/** 'Some entries can be omitted by name.' */
export function accountMenu(omit: readonly string[] = []): AccountEntry[] {
  return accountEntries(omit);
}

/** The current entry: the path starts with its href (whole segments). */
export const isCurrentAccountEntry: (pathname: string, entry: AccountEntry) => boolean = isCurrentEntry;

/** The account sections a route /account/{section} may name (Logout is not one). */
export const ACCOUNT_SECTIONS: readonly string[] = WIDGET_ACCOUNT_SECTIONS;

/** The widget that renders each section. */
export function accountSectionWidget(section: string): { tag: `vet-${string}`; attributes: Record<string, string> } | null {
  if (!ACCOUNT_SECTIONS.includes(section)) return null;
  if (section === 'appointments') return { tag: 'vet-account-appointments', attributes: {} };
  if (section === 'linked-accounts') return { tag: 'vet-linked-accounts', attributes: {} };
  if (section === 'feedback') return { tag: 'vet-feedback', attributes: {} };
  return { tag: 'vet-account', attributes: { section } };
}
