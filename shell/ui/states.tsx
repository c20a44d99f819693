// Loading, error and empty states, so no screen is ever a blank while content loads or
// after it fails.
import type { ReactNode } from 'react';
import { needsHydration } from '../router/serverRender';

export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-gray-200 ${className}`.trim()} />;
}

/** A page-sized placeholder: a heading bar and a few blocks. */
export function PageSkeleton({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl px-4 py-10 space-y-6">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-64 w-full" />
      <div className="grid gap-6 sm:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}

export function ErrorState({ title = 'Something went wrong', children, onRetry }: { title?: string; children?: ReactNode; onRetry?: () => void }) {
  // 'Try again' is React.
  if (onRetry) needsHydration();
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center text-ink">
      <p className="text-lg font-semibold">{title}</p>
      <p className="mt-2 text-muted">{children ?? 'We could not load this content. Please check your connection and try again.'}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-4 rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white hover:bg-hover focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          Try again
        </button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-line px-6 py-10 text-center text-muted">{children}</p>;
}
