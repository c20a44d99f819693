// A dialog that slides in from the right edge (the side cart: spec 2 section 9, at most
// 602 px wide, the full width of a phone). Same contract as the kit's centred Modal:
// role=dialog + aria-modal named by its title, focus moves in on open and is kept inside,
// Escape, the × button and a click on the backdrop close it, and focus goes back to what
// had it. The opener is usually another widget (<vet-cart-button>), so the element to give
// focus back to is found through every open shadow root, not just this one.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { SIDE_CART_MAX_WIDTH } from '../../shared/domain/limits';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element that really has focus, looking inside open shadow roots. */
export function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && !el.closest('[aria-hidden="true"]'),
  );
}

function activeIn(container: HTMLElement): Element | null {
  const root = container.getRootNode() as Document | ShadowRoot;
  return root.activeElement;
}

export interface SideDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

export function SideDialog({ open, ...rest }: SideDialogProps) {
  return open ? <Panel {...rest} /> : null;
}

function Panel({ onClose, title, children, footer }: Omit<SideDialogProps, 'open'>) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const previous = deepActiveElement();
    panel.current?.focus();
    // The page behind must not scroll under the dialog.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Escape still closes when focus has left the panel (a click on the page behind it).
    const onDocumentKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeRef.current();
    };
    document.addEventListener('keydown', onDocumentKey);
    return () => {
      document.removeEventListener('keydown', onDocumentKey);
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Handled here; the document listener sees it as done.
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusables(panel.current);
    if (items.length === 0) return event.preventDefault();
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = activeIn(panel.current);
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50">
      <div aria-hidden="true" data-testid="side-dialog-backdrop" className="absolute inset-0 bg-black/50" onClick={onClose} />
      <div
        ref={panel}
        part="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        style={{ maxWidth: SIDE_CART_MAX_WIDTH }}
        className="absolute right-0 top-0 flex h-full w-full flex-col bg-surface text-ink shadow-xl focus:outline-none"
      >
        <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3 sm:px-6">
          <h2 id={titleId} className="text-xl font-bold text-ink">
            {title}
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={onClose}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-2xl text-muted hover:bg-highlight focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
        {footer && <div className="border-t border-line px-4 py-4 sm:px-6">{footer}</div>}
      </div>
    </div>
  );
}
