// Page navigation for paged lists (orders, subscriptions, shop, news). The spec:
// one sibling either side of the current page, with ellipses once there are more pages
// than fit. Buttons where a list pages through the API (onPageChange); links where each page
// has its own address and works without script (hrefFor: the portal's blog).
import type { ReactNode } from 'react';
import { PAGINATION_SIBLING_COUNT } from '../../shared/domain/limits';

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/**
 * The items to show. With s siblings a bar holds at most 5 + 2s items (first, last,
 * current, 2s siblings and two ellipses), so up to that many pages are all shown.
 * Beyond that the bar keeps a constant width, and an ellipsis always stands for at
 * least two pages: hiding a single page behind '…' saves nothing.
 */
export function paginationRange(current: number, totalPages: number, siblingCount = PAGINATION_SIBLING_COUNT): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const siblings = Math.max(0, Math.floor(siblingCount));
  const page = Math.min(Math.max(1, Math.floor(current) || 1), total);
  const slots = 5 + 2 * siblings;
  if (total <= slots) return range(1, total);

  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, total);
  const showStartEllipsis = left > 3;
  const showEndEllipsis = right < total - 2;
  // Items beside one ellipsis: first/last, current, siblings, and the page the missing
  // ellipsis would have taken.
  const edgeCount = 3 + 2 * siblings;

  if (!showStartEllipsis) return [...range(1, edgeCount), 'end-ellipsis', total];
  if (!showEndEllipsis) return [1, 'start-ellipsis', ...range(total - edgeCount + 1, total)];
  return [1, 'start-ellipsis', ...range(left, right), 'end-ellipsis', total];
}

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  /** Buttons that call this… */
  onPageChange?: (page: number) => void;
  /** …or links to each page's address. */
  hrefFor?: (page: number) => string;
  siblingCount?: number;
  /** The nav landmark's name; give each pagination on a page its own. */
  label?: string;
  className?: string;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-primary';
const pageClass = `${itemClass} border border-line bg-surface text-ink hover:bg-highlight`;
const currentClass = `${itemClass} border border-primary bg-primary text-white`;
const arrowClass = `${pageClass} disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-surface`;

/** Nothing renders for a single page: a bar with one button only adds noise. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  hrefFor,
  siblingCount = PAGINATION_SIBLING_COUNT,
  label = 'Pagination',
  className = '',
}: PaginationProps) {
  const items = paginationRange(page, totalPages, siblingCount);
  if (items.length <= 1) return null;
  const total = items.at(-1) as number;
  const current = Math.min(Math.max(1, page), total);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= total) onPageChange?.(target);
  };
  /** A page's control: a link or a button; out of range, a disabled one. */
  const control = (target: number, className: string, props: { 'aria-label': string; 'aria-current'?: 'page'; children: ReactNode }) => {
    const enabled = target >= 1 && target <= total;
    if (!hrefFor) return <button type="button" className={className} disabled={!enabled} onClick={() => go(target)} {...props} />;
    return enabled ? (
      <a href={hrefFor(target)} className={className} {...props} />
    ) : (
      <a role="link" aria-disabled="true" className={`${className} cursor-not-allowed opacity-50`} {...props} />
    );
  };

  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>{control(current - 1, arrowClass, { 'aria-label': 'Previous page', children: <span aria-hidden="true">‹</span> })}</li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {control(item, item === current ? currentClass : pageClass, {
                'aria-label': `Page ${item}`,
                'aria-current': item === current ? 'page' : undefined,
                children: item,
              })}
            </li>
          ) : (
            // The numbers either side already say which pages are skipped.
            <li key={item} aria-hidden="true" className="inline-flex h-10 min-w-6 items-end justify-center pb-2 text-muted">
              …
            </li>
          ),
        )}
        <li>{control(current + 1, arrowClass, { 'aria-label': 'Next page', children: <span aria-hidden="true">›</span> })}</li>
      </ul>
    </nav>
  );
}
