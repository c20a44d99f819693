// Toast messages (react-toastify) inside the widget: one container per widget instance,
// rendered by <WidgetRoot>, and `useToast()` to show a success or error message in it.
//
// react-toastify's styled build injects its CSS into document.head, which a shadow root
// never sees; the unstyled build plus its stylesheet added to the widget's own root keeps
// the toasts styled and the host page untouched. Its `:root` variables are re-scoped to
// the container's wrapper so they apply inside a shadow root and in the light DOM alike.
import { createContext, useContext, useEffect, useId, useMemo, type ReactNode } from 'react';
import { Slide, ToastContainer, toast } from 'react-toastify/unstyled';
import toastifyCss from 'react-toastify/dist/ReactToastify.css?inline';
import { TOAST_DURATION_MS } from '../../shared/domain/limits';
import { setRootStyles } from './styles';

export const TOAST_STYLES_KEY = 'toasts';

// react-toastify's close button is its 14x16 icon with no padding, under WCAG 2.2's 24x24
// minimum target (axe 'target-size'), and it removes the focus outline. Centre the icon in
// a 24x24 box, moved 2 px up and left so the icon stays where it was, and show focus.
const CLOSE_BUTTON_CSS =
  '.vet-toasts .Toastify__close-button{min-width:24px;min-height:24px;top:4px;right:4px;display:inline-flex;align-items:center;justify-content:center;border-radius:4px;}' +
  '.vet-toasts .Toastify__toast--rtl .Toastify__close-button{left:4px;right:unset;}' +
  '.vet-toasts .Toastify__close-button:focus-visible{outline:2px solid currentColor;outline-offset:1px;}';

/** The toast CSS with its variables scoped to `.vet-toasts` and mapped to the theme colours. */
export function toastCss(css: string = toastifyCss): string {
  const theme = `.vet-toasts{--toastify-color-success:var(--vet-success,#15803d);--toastify-color-error:var(--vet-danger,#b91c1c);--toastify-icon-color-success:var(--vet-success,#15803d);--toastify-icon-color-error:var(--vet-danger,#b91c1c);--toastify-font-family:inherit;}`;
  return `${css.replace(/:root\b/g, '.vet-toasts')}\n${theme}\n${CLOSE_BUTTON_CSS}`;
}

export interface Toaster {
  success(message: string): void;
  error(message: string): void;
}

const ToastContext = createContext<Toaster | null>(null);

export function ToastHost({ root, children }: { root: ShadowRoot | HTMLElement; children: ReactNode }) {
  // Each widget has its own container: two widgets on a page do not show each other's toasts.
  const containerId = `vet-toasts-${useId()}`;
  useEffect(() => {
    setRootStyles(root, TOAST_STYLES_KEY, toastCss());
  }, [root]);
  const toaster = useMemo<Toaster>(
    () => ({
      success: (message) => void toast.success(message, { containerId, role: 'status' }),
      error: (message) => void toast.error(message, { containerId, role: 'alert' }),
    }),
    [containerId],
  );
  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <div className="vet-toasts">
        <ToastContainer
          containerId={containerId}
          autoClose={TOAST_DURATION_MS}
          position="top-right"
          transition={Slide}
          newestOnTop
          closeOnClick={false}
          pauseOnFocusLoss
          pauseOnHover
          aria-label="Notifications"
        />
      </div>
    </ToastContext.Provider>
  );
}

/** Shows a message in this widget's toast area (gone after 5000 ms, spec 1 section 9). */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast() must be used inside a widget (WidgetRoot)');
  return toaster;
}
