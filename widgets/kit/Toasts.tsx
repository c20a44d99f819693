// Toast messages (react-toastify) inside the widget: one area per widget instance, rendered
// by <WidgetRoot>, and `useToast()` to show a success or error message in it. The area's code
// (./ToastArea) loads the first time a toast is asked for; toasts asked for meanwhile wait
// in this widget's queue and show in order.
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../../shared/domain/limits';
import { takeFlash } from './flash';
import type { QueuedToast, ToastAreaProps } from './ToastArea';

export interface Toaster {
  success(message: string): void;
  error(message: string): void;
  /** Takes this widget's toasts away (a declined card's error once the next try succeeds). */
  dismiss(): void;
}

const ToastContext = createContext<Toaster | null>(null);

type AreaModule = typeof import('./ToastArea');
let area: Promise<AreaModule> | undefined;
/** The area's module, fetched once per page; a failed fetch is tried again next time. */
function loadArea(): Promise<AreaModule> {
  area ??= import('./ToastArea').catch((error: unknown) => {
    area = undefined;
    throw error;
  });
  return area;
}

let nextId = 1;

export function ToastHost({ root, children }: { root: ShadowRoot | HTMLElement; children: ReactNode }) {
  // Each widget has its own container: two widgets on a page do not show each other's toasts.
  const containerId = `vet-toasts-${useId()}`;
  const [Area, setArea] = useState<ComponentType<ToastAreaProps> | null>(null);
  const [queued, setQueued] = useState<readonly QueuedToast[]>([]);
  const toaster = useMemo<Toaster>(() => {
    const show = (kind: QueuedToast['kind'], message: string) => {
      setQueued((current) => [...current, { id: nextId++, kind, message }]);
      loadArea().then(
        (module) => setArea(() => module.ToastArea),
        // Offline: the message cannot be shown as a toast; keep it where a developer looks.
        (error: unknown) => console.error('The toast area could not be loaded', message, error),
      );
    };
    const dismiss = () => {
      setQueued([]);
      // Nothing was ever shown if the area was never asked for.
      void area?.then(
        (module) => module.dismissToasts(containerId),
        () => undefined,
      );
    };
    return { success: (message) => show('success', message), error: (message) => show('error', message), dismiss };
  }, [containerId]);
  // A message the previous page left (a redirect after deleting the account) shows here when
  // this widget is the first on the page to look; the portal shell looks too (App.tsx).
  useEffect(() => {
    for (const flash of takeFlash()) toaster[flash.kind](flash.message);
  }, [toaster]);
  const onShown = useCallback((ids: number[]) => setQueued((current) => current.filter((t) => !ids.includes(t.id))), []);
  return (
    <ToastContext.Provider value={toaster}>
      {children}
      {Area && <Area root={root} containerId={containerId} queued={queued} onShown={onShown} autoClose={TOAST_DURATION_MS} />}
    </ToastContext.Provider>
  );
}

/** Shows a message in this widget's toast area (gone after 5000 ms). */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast() must be used inside a widget (WidgetRoot)');
  return toaster;
}
