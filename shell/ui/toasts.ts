// The portal's own toasts (its widgets have theirs inside their shadow roots). React and
// react-toastify load with the first toast a page shows, not with every page: a
// page sent without React (shell/islands) that has a message to show loads them then.
import { TOAST_DURATION_MS } from '../../shared/domain/limits';

export const PORTAL_TOASTS = 'portal-toasts';
export type PortalToastKind = 'success' | 'error' | 'info';

let host: Promise<typeof import('react-toastify').toast> | undefined;

/** Shows a toast in the portal's container; errors are alerts, the rest status messages. */
export function portalToast(kind: PortalToastKind, message: string): void {
  host ??= import('./toastHost').then((m) => m.mountToastHost(PORTAL_TOASTS, TOAST_DURATION_MS));
  void host.then((toast) => toast[kind](message, { containerId: PORTAL_TOASTS, role: kind === 'error' ? 'alert' : 'status' }));
}
