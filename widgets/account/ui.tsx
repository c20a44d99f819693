// Small pieces every account section uses: loading a list, status badges, empty states,
// section headings and account links.
import { createContext, useCallback, useContext, useEffect, type ReactNode } from 'react';
import type { Severity } from '../../shared/domain/statuses';
import { SITE_CANNOT } from '../../shared/schemas/signedInSites';
import { Spinner } from '../kit';
import { apiOrigin } from '../kit/embedTokens';
import { useWidget, useWidgetQuery } from '../kit/WidgetContext';
import './events';

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  reload: () => void;
  /** Replace the data locally (after a save), without a request. */
  set: (update: (current: T | null) => T | null) => void;
}

/**
 * An account list through the kit's query primitive (kit/query.ts), under `key` in the widget's
 * cache: shown at once when kept, asked again each time the section opens. The spec:
 * 'Lists that fail to load show empty with total 0', so a failure reads as `fallback`, not an
 * error screen.
 */
export function useList<T>(key: string, load: () => Promise<T>, fallback: T): Loaded<T> {
  const query = useWidgetQuery(key, load, { refetchOnMount: true });
  const failed = query.status === 'error';
  useEffect(() => {
    if (failed) console.warn('vet-account: a list could not be loaded', key);
  }, [failed, key]);
  const { set } = query;
  return {
    data: query.status === 'ready' ? query.data : failed ? fallback : null,
    loading: query.status === 'loading' || query.fetching,
    reload: query.reload,
    set: useCallback((update: (current: T | null) => T | null) => set((current) => update(current ?? null) as T), [set]),
  };
}

const BADGE: Record<Severity, string> = {
  info: 'bg-sky-100 text-sky-900',
  success: 'bg-green-100 text-green-900',
  warn: 'bg-amber-100 text-amber-900',
  error: 'bg-red-100 text-red-900',
  other: 'bg-gray-100 text-gray-800',
};

export function StatusBadge({ label, severity }: { label: string; severity: Severity }) {
  return <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[severity]}`}>{label}</span>;
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-line bg-surface p-6 text-center text-muted">{children}</p>;
}

export function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center p-8">
      <Spinner label={label} />
    </div>
  );
}

/**
 * True when the host titles the section itself (hide-nav: the portal shows the section's
 * name as the page's h1). Then a section's own heading would only repeat it, so
 * SectionHeading leaves it out and the parts below it move up a level (SubHeading).
 */
export const HostTitledContext = createContext(false);

export function useHostTitled(): boolean {
  return useContext(HostTitledContext);
}

export function SectionHeading({ children, action }: { children: ReactNode; action?: ReactNode }) {
  const hostTitled = useHostTitled();
  if (hostTitled) return action ? <div className="mb-4 flex flex-wrap items-center justify-end gap-3">{action}</div> : null;
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-xl font-bold text-ink" tabIndex={-1} data-section-heading>
        {children}
      </h2>
      {action}
    </div>
  );
}

/**
 * A part of a section listing (Delivery addresses, Delete account): an h3 under the
 * section's h2, or an h2 when the host titles the section (so the outline skips no level).
 */
export function SubHeading({ id, className, children }: { id?: string; className?: string; children: ReactNode }) {
  const Tag = useHostTitled() ? 'h2' : 'h3';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/**
 * Follows an account link: the host may take it over (the portal routes without a page
 * load) by cancelling 'vet-account:navigate'; otherwise the browser goes there.
 */
export function useNavigate(): (href: string) => void {
  const { emit } = useWidget();
  return useCallback(
    (href: string) => {
      if (emit('vet-account:navigate', { href }, { cancelable: true })) window.location.assign(href);
    },
    [emit],
  );
}

/** A plain link that goes through useNavigate (so the portal keeps its single page). */
export function AccountLink({ href, className = '', current = false, children }: { href: string; className?: string; current?: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <a
      href={href}
      aria-current={current ? 'page' : undefined}
      className={className}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

export const cardClass = 'rounded-xl border border-line bg-surface p-4 shadow-sm';

/** Card brands arrive as the provider spells them ('visa', 'mastercard'): shown as names. */
export function brandName(brand: string | null | undefined): string {
  const b = (brand ?? '').trim();
  if (!b) return 'Card';
  if (/^amex$/i.test(b)) return 'American Express';
  return b.charAt(0).toUpperCase() + b.slice(1);
}

/**
 * In place of a form that a sign-in from a clinic's website may not use: what to do and a link
 * to the same section on the portal (the API's origin), opened in a new tab.
 */
export function OnThePortal({ action, path }: { action: string; path: string }) {
  const { config } = useWidget();
  const portal = apiOrigin(config.apiBase);
  if (!portal) return <p className="text-muted">{`${action} on the portal. ${SITE_CANNOT}`}</p>;
  return (
    <p className={`${cardClass} text-ink`} data-portal-only="">
      {action} on the portal,{' '}
      <a href={`${portal}${path}`} target="_blank" rel="noopener" className="font-semibold text-primary underline">
        {new URL(portal).host}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      . {SITE_CANNOT}
    </p>
  );
}
