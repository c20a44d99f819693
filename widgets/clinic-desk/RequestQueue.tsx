// The "To confirm" list of one clinic: asked again every few seconds while the page is visible,
// so a request sent meanwhile shows up without a reload. A failed refresh keeps the list on
// screen and says so; the next good answer clears it.
import { useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../shared/api/errors';
import type { DeskApi } from '../../shared/api/desk';
import type { DeskRequest } from '../../shared/schemas/desk';
import { LoadError, Spinner } from '../kit';
import { useWidget, useWidgetQuery } from '../kit/WidgetContext';
import { RequestItem } from './RequestItem';
import { useDesk, useDeskActions } from './store';
import { useEveryWhileVisible } from './whileVisible';

export const LIST_FAILED = 'We could not load the requests. Please try again.';
export const REFRESH_FAILED = 'Could not refresh: retrying';
export const NO_REQUESTS = 'No requests to confirm.';

export function RequestQueue({ api, clinicId, pollMs }: { api: DeskApi; clinicId: string; pollMs: number }) {
  const { queries } = useWidget();
  const key = `desk:requests:${clinicId}`;
  const load = (signal: AbortSignal) => api.requests(clinicId, { signal });
  const list = useWidgetQuery(key, load);
  const refreshFailed = useDesk((s) => s.refreshFailed);
  const { refreshed } = useDeskActions();
  const [done, setDone] = useState<string | null>(null);
  const [focusNext, setFocusNext] = useState<{ id: string | null } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);

  // The newest request wins (kit/query.ts): a refresh asked after a confirm is never undone by
  // an older one still on its way.
  const refresh = () =>
    queries.fetch(key, load).then(
      () => refreshed(true),
      (e: unknown) => !isAbortError(e) && refreshed(false),
    );
  useEveryWhileVisible(pollMs, () => void refresh(), list.status === 'ready');

  // After a confirm or decline the worked request is gone: focus goes on to the next one, else
  // to the list's heading, never lost on the body.
  useEffect(() => {
    if (!focusNext) return;
    const next = focusNext.id ? section.current?.querySelector<HTMLElement>(`[data-request="${focusNext.id}"]`) : null;
    (next ?? heading.current)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  if (list.status === 'loading') return <Spinner label="Loading the requests…" />;
  if (list.status === 'error') return <LoadError message={LIST_FAILED} onRetry={list.reload} />;
  const { items, total } = list.data;

  const finished = (request: DeskRequest, message: string) => {
    const index = items.findIndex((r) => r.bookingId === request.bookingId);
    const next = items[index + 1] ?? items[index - 1];
    list.set((current) => {
      const kept = (current?.items ?? []).filter((r) => r.bookingId !== request.bookingId);
      return { ...current, items: kept, total: Math.max(0, (current?.total ?? kept.length + 1) - 1) };
    });
    setDone(message);
    setFocusNext({ id: next?.bookingId ?? null });
    void refresh();
  };

  return (
    <section ref={section} aria-labelledby="desk-to-confirm" className="space-y-3">
      <h2
        id="desk-to-confirm"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        To confirm ({total})
      </h2>
      <div aria-live="polite" className="space-y-1 text-sm">
        {refreshFailed && <p className="text-muted">{REFRESH_FAILED}</p>}
        {done && <p className="rounded-md border border-line bg-highlight p-3 text-base text-ink">{done}</p>}
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-4 text-ink">{NO_REQUESTS}</p>
      ) : (
        <ul aria-labelledby="desk-to-confirm" className="space-y-3">
          {items.map((request) => (
            <RequestItem key={request.bookingId} api={api} request={request} onFinished={(message) => finished(request, message)} />
          ))}
        </ul>
      )}
    </section>
  );
}
