// The account side navigation: the spec's entries in order, the current
// one highlighted when the path starts with its href, Logout in the warning style. A row
// that scrolls sideways on phones, a column beside the section on wide screens.
import type { AccountEntry } from './menu';
import { AccountLink } from './ui';

const base = 'block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-primary';

export function AccountNav({ entries, current }: { entries: readonly AccountEntry[]; current: AccountEntry | undefined }) {
  return (
    <nav aria-label="Account" part="nav" className="-mx-1 overflow-x-auto lg:mx-0 lg:overflow-visible">
      <ul className="flex gap-1 px-1 pb-2 lg:flex-col lg:rounded-2xl lg:border lg:border-line lg:bg-surface lg:p-3">
        {entries.map((entry) => {
          const isCurrent = entry === current;
          const look = entry.warning ? 'text-warn hover:bg-amber-50' : isCurrent ? 'bg-primary text-white' : 'text-ink hover:bg-highlight';
          return (
            <li key={entry.href}>
              <AccountLink href={entry.href} className={`${base} ${look}`} {...(isCurrent ? { current: true } : {})}>
                {entry.label}
              </AccountLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
