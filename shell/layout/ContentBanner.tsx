// Content banners by name: blog header, contact header, emergency
// banner, not-found banner, shop header, subscription banner. A header banner carries the
// page's h1, so a page still has one when the fragment is missing or inactive.
import { fragments, type FragmentName } from '../content/queries';
import { useQuery } from '../content/useQuery';
import type { FragmentDoc } from '../../shared/content/docs';
import { ActionButton } from '../ui/Button';
import { ContentImage } from '../ui/ContentImage';
import { Skeleton } from '../ui/states';

export const FRAGMENTS_KEY = 'fragments';

export function useFragment(name: FragmentName): { status: 'loading' | 'ready'; fragment: FragmentDoc | null } {
  const state = useQuery(FRAGMENTS_KEY, fragments);
  if (state.status === 'loading') return { status: 'loading', fragment: null };
  const fragment = state.status === 'ready' ? (state.data.get(name) ?? null) : null;
  // An inactive banner is switched off by the editor.
  return { status: 'ready', fragment: fragment && fragment.isActive !== false ? fragment : null };
}

/** A page header from a fragment: the h1 of blog, contact and shop pages. */
export function HeaderBanner({ name, fallbackTitle }: { name: FragmentName; fallbackTitle: string }) {
  const { status, fragment } = useFragment(name);
  return (
    <section aria-labelledby="page-heading" className="relative isolate overflow-hidden bg-primary">
      {fragment?.image && (
        <ContentImage image={{ url: fragment.image.url, alt: '' }} eager className="absolute inset-0 -z-10 h-full w-full object-cover opacity-30" />
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-teal-900/90 to-teal-700/60" />
      <div className="mx-auto max-w-6xl px-4 py-14 text-white sm:py-20">
        {/* Placeholders hold the room of the subtitle and summary while they load (no layout shift). */}
        {status === 'loading' ? (
          <Skeleton className="h-5 w-40 bg-white/30" />
        ) : (
          fragment?.subtitle && <p className="text-sm font-semibold uppercase tracking-widest text-teal-200">{fragment.subtitle}</p>
        )}
        <h1 id="page-heading" className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">
          {fragment?.title || fallbackTitle}
        </h1>
        {status === 'loading' ? (
          <Skeleton className="mt-5 h-6 w-2/3 bg-white/30" />
        ) : (
          fragment?.summary && <p className="mt-5 max-w-2xl text-lg text-white/90">{fragment.summary}</p>
        )}
        <div className="mt-6">
          <ActionButton label={fragment?.actionButtonLabel} url={fragment?.actionButtonTargetUrl} variant="inverse" />
        </div>
      </div>
    </section>
  );
}

/** The emergency notice: shown on the booking and contact pages when active. */
export function EmergencyBanner() {
  const { fragment } = useFragment('emergency banner');
  if (!fragment) return null;
  return (
    <aside aria-label={fragment.title ?? 'Emergency'} className="border-y border-amber-200 bg-amber-50 px-4 py-4">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink">
          <strong className="mr-2 text-warn">{fragment.title ?? 'Emergency?'}</strong>
          {fragment.summary}
        </p>
        <ActionButton label={fragment.actionButtonLabel} url={fragment.actionButtonTargetUrl} variant="secondary" className="shrink-0" />
      </div>
    </aside>
  );
}

/** The spec: 'A subscription banner has a CREATE NOW button to ./subscriptions'. */
export const SUBSCRIPTION_BANNER_BUTTON = 'CREATE NOW';

export function SubscriptionBanner() {
  const { fragment } = useFragment('subscription banner');
  if (!fragment) return null;
  return (
    <aside aria-label={fragment.title ?? 'Subscriptions'} className="px-4 py-10">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 rounded-2xl bg-teal-50 p-6 sm:flex-row sm:items-center sm:p-8">
        {fragment.image && <ContentImage image={{ url: fragment.image.url, alt: '' }} className="h-24 w-24 shrink-0 object-contain" />}
        <div className="flex-1">
          {fragment.title && <h2 className="text-2xl font-bold text-ink">{fragment.title}</h2>}
          {fragment.summary && <p className="mt-2 text-muted">{fragment.summary}</p>}
        </div>
        <ActionButton label={SUBSCRIPTION_BANNER_BUTTON} url="/subscriptions" />
      </div>
    </aside>
  );
}
