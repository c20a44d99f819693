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
// The behaviour (top layer, focus in and back, Tab cycling, no page scroll) is plain DOM in
// ./modal.ts, shared with the portal's server-rendered dialogs.
import { useLayoutEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { dialogClass, openAsModal, trapTab, type DialogPlacement } from './modal';

export { deepActiveElement } from './modal';

export interface DialogProps {
  /** Accessible name: the id of the element that titles the dialog, or a label. */
  labelledBy?: string;
  label?: string;
  onClose: () => void;
  children: ReactNode;
  placement?: DialogPlacement;
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
    return openAsModal(box, { onCloseRequest: () => onCloseRef.current(), initialFocus });
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
    if (dialog.current) trapTab(event.nativeEvent, dialog.current);
  };

  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      tabIndex={-1}
      onKeyDown={handleKeyDown}
      className={dialogClass(placement)}
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
