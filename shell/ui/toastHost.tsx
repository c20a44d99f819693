// The container of the portal's toasts, in a React root of its own at the end of the body:
// mounted by the first portalToast() (./toasts.ts), whether or not the page is hydrated.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ToastContainer, toast } from 'react-toastify';

export function mountToastHost(containerId: string, autoClose: number): typeof toast {
  const element = document.createElement('div');
  document.body.append(element);
  // Synchronously, so the container is there for the toast that asked for it.
  flushSync(() => createRoot(element).render(<ToastContainer containerId={containerId} position="bottom-right" autoClose={autoClose} />));
  return toast;
}
