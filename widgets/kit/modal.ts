// The modal behaviour of a native <dialog>, without React: the kit's <Dialog> (widgets) and
// the portal's server-rendered dialogs (shell/islands/dialogs.ts) both use it, so
// there is one focus trap, one scroll lock and one way back.
//
// showModal() puts the dialog in the browser's top layer (above every stacking context, the
// rest of the page inert). Focus moves in on open (to `[data-autofocus]`, else the first
// focusable element, else the dialog), Tab and Shift+Tab cycle inside (the native dialog lets
// Tab leave to the browser's own UI), the page behind does not scroll, and focus returns to
// whatever had it before, found through open shadow roots (the opener is often another
// widget). Where showModal() is missing (jsdom, very old engines) it opens in place with the
// `open` attribute and the same keyboard handling.

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

/** Keeps Tab and Shift+Tab inside `box`. Returns true when it handled the key. */
export function trapTab(event: KeyboardEvent, box: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusables(box);
  if (items.length === 0) {
    event.preventDefault();
    return true;
  }
  const firstItem = items[0]!;
  const lastItem = items[items.length - 1]!;
  const active = activeIn(box);
  if (event.shiftKey && (active === firstItem || active === box)) {
    event.preventDefault();
    lastItem.focus();
  } else if (!event.shiftKey && active === lastItem) {
    event.preventDefault();
    firstItem.focus();
  }
  return true;
}

export interface ModalOptions {
  /** A close request (Escape, Android's back gesture, a repeated request): the owner decides. */
  onCloseRequest: () => void;
  /** Where focus goes on open: the first control (default), or the dialog itself. */
  initialFocus?: 'first' | 'dialog';
}

/**
 * Opens `box` as a modal and returns what closes it again (restoring scroll and focus).
 * Escape is left to the owner's keydown handling (`onCloseRequest` is for the requests that
 * come as a `cancel` event).
 */
export function openAsModal(box: HTMLDialogElement, { onCloseRequest, initialFocus = 'first' }: ModalOptions): () => void {
  // Read before moving focus in: the element to give focus back to on close.
  const previous = deepActiveElement();
  let attached = true;
  const onCancel = (event: Event) => {
    event.preventDefault();
    onCloseRequest();
  };
  // The browser closed it anyway (a repeated close request it would not let us cancel):
  // tell the owner, and open it again if the owner keeps it open (a busy Confirm).
  const onNativeClose = () => {
    if (!attached) return;
    onCloseRequest();
    requestAnimationFrame(() => {
      if (attached && box.isConnected && !box.open) openModal(box);
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
    if (!attached) return;
    attached = false;
    box.removeEventListener('cancel', onCancel);
    box.removeEventListener('close', onNativeClose);
    document.body.style.overflow = overflow;
    if (box.open) closeModal(box);
    if (previous?.isConnected) previous.focus();
  };
}

const ALIGN = { center: 'items-center justify-center p-4', left: 'items-stretch justify-start', right: 'items-stretch justify-end' } as const;
export type DialogPlacement = keyof typeof ALIGN;

/**
 * The <dialog>'s own classes: full-viewport and transparent, holding its own dimmed backdrop
 * (::backdrop is made transparent) so a click outside the panel lands on an element of ours;
 * `open:flex` so the UA's dialog:not([open]) hiding still applies; z-50 only matters where
 * there is no top layer. The margin is 0 by `!important`: a dialog is rendered where it is
 * used, often inside a `space-y-*` stack whose sibling rule (`> * + *`) outranks a plain m-0
 * and pushed the whole overlay down, leaving a strip of page above the backdrop.
 */
export function dialogClass(placement: DialogPlacement): string {
  return `fixed inset-0 z-50 !m-0 h-full max-h-[none] w-full max-w-none overflow-hidden border-0 bg-transparent p-0 text-ink open:flex backdrop:bg-transparent focus:outline-none ${ALIGN[placement]}`;
}
