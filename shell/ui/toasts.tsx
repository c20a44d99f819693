// The portal's own toasts (its widgets have theirs inside their shadow roots). react-toastify
// loads with the first toast a page shows, not with every page (issue 20): the container
// mounts once the library is here, and the toast is shown once the container is there.
import { useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '../../shared/domain/limits';

export const PORTAL_TOASTS = 'portal-toasts';

type Toastify = typeof import('react-toastify');
export type PortalToastKind = 'success' | 'error' | 'info';

const library = () => import('react-toastify');
let mounted: Promise<Toastify> | undefined;
let wanted: (() => void) | undefined;
let ready: ((toastify: Toastify) => void) | undefined;

/** Shows a toast in the portal's container; errors are alerts, the rest status messages. */
export function portalToast(kind: PortalToastKind, message: string): void {
  mounted ??= new Promise<Toastify>((resolve) => {
    ready = resolve;
    wanted?.();
  });
  void mounted.then(({ toast }) => toast[kind](message, { containerId: PORTAL_TOASTS, role: kind === 'error' ? 'alert' : 'status' }));
}

/** Where the portal's toasts appear: nothing until the first one. */
export function PortalToasts() {
  const [toastify, setToastify] = useState<Toastify | null>(null);
  useEffect(() => {
    const load = () => void library().then(setToastify);
    if (mounted) load();
    else wanted = load;
    return () => {
      wanted = undefined;
    };
  }, []);
  useEffect(() => {
    if (toastify) ready?.(toastify);
  }, [toastify]);
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return <ToastContainer containerId={PORTAL_TOASTS} position="bottom-right" autoClose={TOAST_DURATION_MS} />;
}
