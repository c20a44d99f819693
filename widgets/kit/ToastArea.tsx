// The toast area itself (react-toastify and its stylesheet): a chunk of its own, fetched the
// first time a widget on the page shows a toast. Most visits never do (a toast is a save
// confirmation or an error), so the page does not pay ~8 KB gzipped for it up front.
//
// react-toastify's styled build injects its CSS into document.head, which a shadow root
// never sees; the unstyled build plus its stylesheet added to the widget's own root keeps
// the toasts styled and the host page untouched. Its `:root` variables are re-scoped to
// the container's wrapper so they apply inside a shadow root and in the light DOM alike.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Slide, ToastContainer, toast } from 'react-toastify/unstyled';
import toastifyCss from 'react-toastify/dist/ReactToastify.css?inline';
import { remToPx } from './px';
import { setRootStyles } from './rootStyles';

/** The key of the toasts' own sheet in a widget root (kit/rootStyles). */
export const TOAST_STYLES_KEY = 'toasts';

// react-toastify's close button is its 14x16 icon with no padding, under WCAG 2.2's 24x24
// minimum target (axe 'target-size'), and it removes the focus outline. Centre the icon in
// a 24x24 box, moved 2 px up and left so the icon stays where it was, and show focus.
const CLOSE_BUTTON_CSS =
  '.vet-toasts .Toastify__close-button{min-width:24px;min-height:24px;top:4px;right:4px;display:inline-flex;align-items:center;justify-content:center;border-radius:4px;}' +
  '.vet-toasts .Toastify__toast--rtl .Toastify__close-button{left:4px;right:unset;}' +
  '.vet-toasts .Toastify__close-button:focus-visible{outline:2px solid currentColor;outline-offset:1px;}';

// On a phone react-toastify stretches a top toast across the full width at the very top: it
// covered the header (menu, basket, Book appointment) for its 5 s. There it sits at the
// bottom instead, inset from the edges, as a card.
const PHONE_CSS =
  '@media only screen and (max-width:480px){' +
  '.vet-toasts .Toastify__toast-container--top-right{top:auto;bottom:calc(env(safe-area-inset-bottom) + 12px);left:12px;right:12px;width:auto;}' +
  '.vet-toasts .Toastify__toast{margin-bottom:8px;border-radius:8px;}}';

// The area is a manual popover shown at once (see ToastArea): the browser's own popover look
// (a centred, bordered, padded box) is undone, and it takes no room and no clicks itself;
// the toast container inside keeps its own fixed place on the viewport.
const TOP_LAYER_CSS =
  '.vet-toasts[popover]{position:fixed;inset:0 auto auto 0;width:0;height:0;margin:0;padding:0;border:0;background:transparent;color:inherit;overflow:visible;}';

// With reduced motion asked for, toasts appear and go without sliding. The animations stay
// (1 ms) rather than go: react-toastify removes a toast when its exit animation ends.
const REDUCED_MOTION_CSS =
  '@media (prefers-reduced-motion:reduce){.vet-toasts .Toastify--animate,.vet-toasts .Toastify--animate-icon{animation-duration:1ms !important;}}';

/** The toast CSS with its variables scoped to `.vet-toasts` and mapped to the theme colours. */
export function toastCss(css: string = toastifyCss): string {
  const theme = `.vet-toasts{--toastify-color-success:var(--vet-success,#15803d);--toastify-color-error:var(--vet-danger,#b91c1c);--toastify-icon-color-success:var(--vet-success,#15803d);--toastify-icon-color-error:var(--vet-danger,#b91c1c);--toastify-font-family:inherit;}`;
  // px, not rem: the host page's root font size must not resize the toasts.
  return remToPx(`${css.replace(/:root\b/g, '.vet-toasts')}\n${theme}\n${CLOSE_BUTTON_CSS}\n${PHONE_CSS}\n${TOP_LAYER_CSS}\n${REDUCED_MOTION_CSS}`);
}

export interface QueuedToast {
  id: number;
  kind: 'success' | 'error';
  message: string;
}

export interface ToastAreaProps {
  root: ShadowRoot | HTMLElement;
  containerId: string;
  /** Toasts asked for and not shown yet; each is shown once, then reported back. */
  queued: readonly QueuedToast[];
  onShown: (ids: number[]) => void;
  /** How long a toast stays, in ms. */
  autoClose: number;
}

/** Takes every toast of one widget's container away. */
export function dismissToasts(containerId: string): void {
  toast.dismiss({ containerId });
}

// Only where popovers work: elsewhere a `popover` attribute would just hide the area (jsdom).
const popovers = typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';

/**
 * Puts the area in the browser's top layer, as the kit's dialogs are (./Dialog.tsx): a fixed
 * toast inside a shadow root is stacked within its host's stacking context, so a host's sticky
 * header (`z-index: 1000` over a `main` that makes its own context) covered it whatever our
 * z-index. A popover is above every stacking context. Showing again is needed after the tag
 * has been moved (leaving the document hides a popover); where popovers are missing (jsdom,
 * old engines) the area stays in place.
 */
function showInTopLayer(area: HTMLElement | null, { raise = false } = {}): void {
  if (!area?.isConnected || !popovers) return;
  const open = area.matches(':popover-open');
  if (open && !raise) return;
  try {
    // The top layer stacks in the order things entered it: a dialog opened since the area was
    // shown would cover a new toast, so the area enters again, above it.
    if (open) area.hidePopover();
    area.showPopover();
  } catch {
    return; // not shown in the top layer: the toasts still show, in place
  }
}

export function ToastArea({ root, containerId, queued, onShown, autoClose }: ToastAreaProps) {
  const area = useRef<HTMLDivElement>(null);
  // Styles before the first paint of a toast.
  useLayoutEffect(() => setRootStyles(root, TOAST_STYLES_KEY, toastCss()), [root]);
  useLayoutEffect(() => showInTopLayer(area.current), []);
  // The container (a child) has registered by the time this runs: the toasts reach it.
  useEffect(() => {
    if (queued.length === 0) return;
    showInTopLayer(area.current, { raise: true });
    for (const { kind, message } of queued) toast[kind](message, { containerId, role: kind === 'error' ? 'alert' : 'status' });
    onShown(queued.map((t) => t.id));
  }, [queued, containerId, onShown]);
  return (
    <div ref={area} className="vet-toasts" popover={popovers ? 'manual' : undefined}>
      <ToastContainer
        containerId={containerId}
        autoClose={autoClose}
        position="top-right"
        transition={Slide}
        newestOnTop
        closeOnClick={false}
        pauseOnFocusLoss
        pauseOnHover
        aria-label="Notifications"
      />
    </div>
  );
}
