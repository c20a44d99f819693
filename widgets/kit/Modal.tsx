// A modal dialog drawn inside the widget (not portalled to document.body, which would put
// it outside the shadow root and its styles), as a native <dialog> opened with showModal().
// That puts it in the browser's top layer: a `position: fixed; z-index` overlay inside a
// shadow root is stacked within its host's stacking context, so a widget further down the
// page (its own stacking context) drew over the backdrop, and a transformed or contained
// ancestor on the host page could shift it; the top layer is above every stacking context
// and sized to the viewport. showModal() also makes the rest of the page inert.
//
// The <dialog> covers the viewport and holds its own dimmed backdrop (::backdrop is made
// transparent), so a click outside the panel lands on an element of ours. It is named by
// its title; focus moves into it on open, Tab and Shift+Tab cycle inside it (the native
// dialog lets Tab leave to the browser's own UI), Escape and the close button (and a click
// on the backdrop) close it, and focus returns to whatever had it before, found through
// the root node since document.activeElement is only the host when focus is inside a
// shadow root. Where showModal() is missing (jsdom, very old engines) it opens in place
// with the `open` attribute and the same keyboard handling.
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Accessible name of the × button. */
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg';
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function activeElementOf(node: Node | null): HTMLElement | null {
  const root = node?.getRootNode() as Document | ShadowRoot | undefined;
  const active = root && 'activeElement' in root ? root.activeElement : document.activeElement;
  return active instanceof HTMLElement ? active : null;
}

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true');
}

export function Modal({ open, onClose, title, children, closeLabel = 'Close', size = 'md' }: ModalProps) {
  if (!open) return null;
  return (
    <ModalDialog onClose={onClose} title={title} closeLabel={closeLabel} size={size}>
      {children}
    </ModalDialog>
  );
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

function ModalDialog({ onClose, title, children, closeLabel, size }: Omit<ModalProps, 'open'> & { closeLabel: string; size: NonNullable<ModalProps['size']> }) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: the dialog is in the top layer before the first paint, and its
  // clean-up runs while the <dialog> is still in the document (close() needs that).
  useLayoutEffect(() => {
    const box = dialog.current;
    if (!box) return;
    // Read before moving focus in: the element to give focus back to on close.
    const previous = activeElementOf(anchor.current);
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
    (focusables(box)[0] ?? box).focus();
    return () => {
      mounted = false;
      box.removeEventListener('cancel', onCancel);
      box.removeEventListener('close', onNativeClose);
      if (box.open) closeModal(box);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // preventDefault stops the browser's own close request (and its cancel event): the
      // owner decides, through onClose, whether the dialog goes.
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = focusables(dialog.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = activeElementOf(dialog.current);
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const width = size === 'sm' ? 'max-w-sm' : size === 'lg' ? 'max-w-2xl' : 'max-w-lg';
  return (
    <>
      <span ref={anchor} hidden />
      {/* Full-viewport and transparent; `open:flex` so the UA's dialog:not([open]) hiding
          still applies. z-50 only matters where there is no top layer. */}
      <dialog
        ref={dialog}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="fixed inset-0 z-50 m-0 h-full max-h-[none] w-full max-w-none items-center justify-center overflow-hidden border-0 bg-transparent p-4 text-ink open:flex backdrop:bg-transparent focus:outline-none"
      >
        <div aria-hidden="true" data-testid="modal-backdrop" className="absolute inset-0 bg-black/50" onClick={onClose} />
        <div
          data-part="modal-panel"
          className={`relative w-full ${width} max-h-full overflow-auto rounded-xl bg-surface p-6 text-ink shadow-xl`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-ink">
              {title}
            </h2>
            <button
              type="button"
              aria-label={closeLabel}
              onClick={onClose}
              className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-xl text-muted hover:bg-highlight focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
