// The one modal dialog of the widgets and the portal: the kit's Modal (centred, titled), the
// side cart (from the right) and the portal's lightbox, team member and mobile menu (from the
// left) are all this, with their own panel inside.
//
// It is a native <dialog> opened with showModal(), drawn where it is rendered (not portalled
// to document.body, which would put a widget's dialog outside its shadow root and its styles).
// showModal() puts it in the browser's top layer: a `position: fixed; z-index` overlay inside a
// shadow root is stacked within its host's stacking context, so a widget further down the page
// drew over the backdrop, and a transformed or contained ancestor on the host page could shift
// it; the top layer is above every stacking context and sized to the viewport. showModal() also
// makes the rest of the page inert.
//
// The <dialog> covers the viewport and holds its own dimmed backdrop (::backdrop is made
// transparent), so a click outside the panel lands on an element of ours and closes it. Focus
// moves in on open (to `[data-autofocus]`, else the first focusable element, else the panel),
// Tab and Shift+Tab cycle inside (the native dialog lets Tab leave to the browser's own UI),
// Escape calls onClose (the owner decides), the page behind does not scroll, and focus returns
// to whatever had it before, found through open shadow roots, since the opener is often
// another widget (<vet-cart-button> opens <vet-cart>). Where showModal() is missing (jsdom,
// very old engines) it opens in place with the `open` attribute and the same keyboard handling.
import { useLayoutEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';

export interface DialogProps {
  /** Accessible name: the id of the element that titles the dialog, or a label. */
  labelledBy?: string;
  label?: string;
  onClose: () => void;
  children: ReactNode;
  placement?: 'center' | 'left' | 'right';
  /** Classes and style of the panel (its size, surface and scrolling). */
  panelClassName?: string;
  panelStyle?: CSSProperties;
  /** A `part` name for the panel, so a host page can style it with ::part(). */
  part?: string;
  backdropClassName?: string;
  /** Where focus goes on open: the first control (default), or the dialog itself, so a screen reader starts at its name (the side cart). */
  initialFocus?: 'first' | 'dialog';
  /** Extra key handling (the lightbox's arrows), before the dialog's own. */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The element that really has focus, looking inside open shadow roots. */
export function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** The focused element in the tree `node` lives in (document.activeElement is only the host inside a shadow root). */
function activeIn(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return 'activeElement' in root ? root.activeElement : document.activeElement;
}

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]') && !el.closest('[aria-hidden="true"]'));
}

/** Opens `dialog` in the top layer; in place where showModal() is missing or refuses. */
function openModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') {
    try {
      dialog.showModal();
      return;
    } catch {
      // InvalidStateError (e.g. already open non-modally): fall through to `open`.
    }
  }
  dialog.setAttribute('open', '');
}

function closeModal(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

const ALIGN = { center: 'items-center justify-center p-4', left: 'items-stretch justify-start', right: 'items-stretch justify-end' } as const;

export function Dialog({
  labelledBy,
  label,
  onClose,
  children,
  placement = 'center',
  panelClassName = '',
  panelStyle,
  part,
  backdropClassName = 'bg-black/50',
  initialFocus = 'first',
  onKeyDown,
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: the dialog is in the top layer before the first paint, and its clean-up
  // runs while the <dialog> is still in the document (close() needs that).
  useLayoutEffect(() => {
    const box = dialog.current;
    if (!box) return;
    // Read before moving focus in: the element to give focus back to on close.
    const previous = deepActiveElement();
    let mounted = true;
    // Close requests that are not an Escape keydown (Android's back gesture): we decide.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // The browser closed it anyway (a repeated close request it would not let us cancel):
    // tell the owner, and open it again if the owner keeps it open (a busy Confirm).
    const onNativeClose = () => {
      if (!mounted) return;
      onCloseRef.current();
      requestAnimationFrame(() => {
        if (mounted && box.isConnected && !box.open) openModal(box);
      });
    };
    box.addEventListener('cancel', onCancel);
    box.addEventListener('close', onNativeClose);
    openModal(box);
    const first = initialFocus === 'first' ? (box.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(box)[0]) : undefined;
    (first ?? box).focus();
    // The page behind must not scroll under a modal.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      mounted = false;
      box.removeEventListener('cancel', onCancel);
      box.removeEventListener('close', onNativeClose);
      document.body.style.overflow = overflow;
      if (box.open) closeModal(box);
      if (previous?.isConnected) previous.focus();
    };
  }, [initialFocus]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      // preventDefault stops the browser's own close request (and its cancel event): the
      // owner decides, through onClose, whether the dialog goes.
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = focusables(dialog.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const firstItem = items[0]!;
    const lastItem = items[items.length - 1]!;
    const active = activeIn(dialog.current);
    if (event.shiftKey && (active === firstItem || active === dialog.current)) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && active === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  return (
    // Full-viewport and transparent; `open:flex` so the UA's dialog:not([open]) hiding still
    // applies. z-50 only matters where there is no top layer.
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      tabIndex={-1}
      onKeyDown={handleKeyDown}
      className={`fixed inset-0 z-50 m-0 h-full max-h-[none] w-full max-w-none overflow-hidden border-0 bg-transparent p-0 text-ink open:flex backdrop:bg-transparent focus:outline-none ${ALIGN[placement]}`}
    >
      <div aria-hidden="true" data-testid="dialog-backdrop" className={`absolute inset-0 ${backdropClassName}`} onClick={() => onCloseRef.current()} />
      <div data-dialog-panel="" part={part} style={panelStyle} className={`relative focus:outline-none ${panelClassName}`}>
        {children}
      </div>
    </dialog>
  );
}

/** A dialog's title (it names the dialog through `titleId`) and its × button, on one line. */
export function DialogTitleBar({
  titleId,
  title,
  onClose,
  closeLabel = 'Close',
  className = '',
}: {
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  closeLabel?: string;
  className?: string;
}) {
  return (
    <div className={`flex items-center justify-between gap-4 ${className}`.trim()}>
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {title}
      </h2>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={onClose}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-2xl text-muted hover:bg-highlight focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
