/**
 * <vet-notifications>: the header bell for a signed-in client: an
 * unread count, and a 400 px panel with 'only show unread' (on by default), 'mark all as
 * read', and each notification's date as 'dd MMM yyyy'. Clicking an unread one marks it read.
 * Signed out (no token), it renders nothing.
 *
 * @csspart base   the widget's outer box
 * @csspart bell   the bell button
 * @csspart panel  the open panel
 */
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { NOTIFICATIONS_PANEL_WIDTH } from '../../shared/domain/limits';
import { formatNotificationDate } from '../../shared/format/dates';
import { Checkbox, Spinner } from '../kit';
import { useSignedIn } from '../kit/useSignedIn';
import { StrokeIcon } from '../kit/StrokeIcon';
import { useWidget } from '../kit/WidgetContext';
import { createBellApi } from './api';
import { NotificationsStoreContext, useNotifications, useNotificationsActions } from './store';

/** The bell takes only the common attributes. */
export type NotificationsProps = Record<string, never>;

export const NO_NOTIFICATIONS = 'You have no notifications';
export const NO_UNREAD = 'You have no unread notifications';

export function Notifications() {
  const widget = useWidget();
  const bellApi = useMemo(() => createBellApi(widget), [widget]);
  // Nothing to show a visitor who is not signed in (and no failed call to make).
  const tokenSignedIn = useSignedIn();
  if (!tokenSignedIn) return null;
  return (
    <NotificationsStoreContext.Provider init={{ api: bellApi }}>
      <Bell />
    </NotificationsStoreContext.Provider>
  );
}

function Bell() {
  const unread = useNotifications((s) => s.unread);
  const open = useNotifications((s) => s.open);
  const { load, opened } = useNotificationsActions();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => void load(), [load]);

  // A click anywhere else closes the panel (composedPath sees through shadow roots).
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (wrapper.current && !event.composedPath().includes(wrapper.current)) opened(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, opened]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      opened(false);
      button.current?.focus();
    }
  };

  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <div ref={wrapper} className="relative inline-block" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        part="bell"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => opened(!open)}
        className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-highlight focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        <StrokeIcon>
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </StrokeIcon>
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute right-0.5 top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && <Panel id={panelId} />}
    </div>
  );
}

function Panel({ id }: { id: string }) {
  const status = useNotifications((s) => s.status);
  const items = useNotifications((s) => s.items);
  const unread = useNotifications((s) => s.unread);
  const onlyUnread = useNotifications((s) => s.onlyUnread);
  const { onlyUnreadToggled, notificationClicked, allMarkedRead } = useNotificationsActions();
  const shown = onlyUnread ? items.filter((n) => !n.isRead) : items;
  const headingId = `${id}-heading`;

  return (
    <div
      id={id}
      part="panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      style={{ width: `${NOTIFICATIONS_PANEL_WIDTH}px` }}
      className="fixed left-2 right-2 top-16 z-50 mx-auto max-h-[70vh] max-w-[calc(100vw-1rem)] overflow-hidden rounded-xl border border-line bg-surface shadow-xl sm:absolute sm:left-auto sm:right-0 sm:top-full sm:mt-2"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h2 id={headingId} className="text-base font-bold text-ink">
          Notifications
        </h2>
        <button
          type="button"
          onClick={() => void allMarkedRead()}
          disabled={unread === 0}
          className="rounded text-sm font-semibold text-primary underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:text-muted disabled:no-underline"
        >
          Mark all as read
        </button>
        <Checkbox label="Only show unread" checked={onlyUnread} onChange={(e) => onlyUnreadToggled(e.target.checked)} className="w-full" />
      </div>
      <div className="max-h-[calc(70vh-6rem)] overflow-y-auto" aria-live="polite">
        {status === 'loading' || status === 'idle' ? (
          <div className="flex justify-center p-6">
            <Spinner label="Loading notifications…" />
          </div>
        ) : shown.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted">{onlyUnread ? NO_UNREAD : NO_NOTIFICATIONS}</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {shown.map((n) => {
              const content = (
                <>
                  <span className="flex items-start justify-between gap-3">
                    <span className={`text-sm ${n.isRead ? 'font-medium text-ink' : 'font-bold text-ink'}`}>{n.title}</span>
                    <span className="shrink-0 text-xs text-muted">{formatNotificationDate(n.processedOn)}</span>
                  </span>
                  {n.body && <span className="mt-1 block text-sm text-muted">{n.body}</span>}
                </>
              );
              return (
                <li key={n.id}>
                  {n.isRead ? (
                    <div className="block px-4 py-3">{content}</div>
                  ) : (
                    <button
                      type="button"
                      onClick={() => void notificationClicked(n.id)}
                      className="block w-full border-l-4 border-primary bg-highlight/40 px-4 py-3 text-left hover:bg-highlight focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary"
                    >
                      <span className="sr-only">Unread: </span>
                      {content}
                      <span className="sr-only"> (mark as read)</span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
