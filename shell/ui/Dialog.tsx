// A modal dialog (WAI-ARIA dialog pattern) for the lightbox, team members and the mobile
// menu: focus moves in on open and is held inside, Escape closes, and focus returns to
// what opened it. Rendered into document.body so page stacking never hides it.
import { useEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  /** Accessible name: the id of the element that titles the dialog, or a label. */
  labelledBy?: string;
  label?: string;
  onClose: () => void;
  children: ReactNode;
  /** Classes of the panel; the backdrop covers the viewport. */
  className?: string;
  /** Extra key handling (the lightbox's arrows) before the dialog's own. */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  placement?: 'center' | 'left' | 'right';
  backdropClassName?: string;
  style?: CSSProperties;
}

export function Dialog({ labelledBy, label, onClose, children, className = '', onKeyDown, placement = 'center', backdropClassName = 'bg-black/60', style }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    // The page behind must not scroll under a modal.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const firstItem = items[0]!;
    const lastItem = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === firstItem) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  const align = placement === 'left' ? 'justify-start' : placement === 'right' ? 'justify-end' : 'items-center justify-center p-4';
  return createPortal(
    <div className={`fixed inset-0 z-50 flex ${align} ${backdropClassName}`} onMouseDown={(e) => e.target === e.currentTarget && onCloseRef.current()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        className={`relative focus:outline-none ${className}`}
        style={style}
        onKeyDown={handleKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
