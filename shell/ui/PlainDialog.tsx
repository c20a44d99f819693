// A modal dialog as markup, in the page from the start (a closed <dialog> shows nothing):
// a button with data-dialog-open={id} opens it and shell/islands/dialogs.ts runs it with the
// kit's modal behaviour (widgets/kit/modal.ts), on pages with React and without. The same
// look as the kit's <Dialog>: a full-viewport <dialog> holding its own backdrop and a panel.
import type { CSSProperties, ReactNode } from 'react';
import { dialogClass, type DialogPlacement } from '../../widgets/kit/modal';

export function PlainDialog({
  id,
  labelledBy,
  placement = 'center',
  backdropClassName = 'bg-black/50',
  panelClassName = '',
  panelStyle,
  closeOnLinks = false,
  data,
  children,
}: {
  id: string;
  /** The id of the element that names the dialog. */
  labelledBy: string;
  placement?: DialogPlacement;
  backdropClassName?: string;
  panelClassName?: string;
  panelStyle?: CSSProperties;
  /** Choosing a link inside closes it (a menu). */
  closeOnLinks?: boolean;
  /** More `data-*` attributes for a behaviour of its own (the lightbox). */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <dialog
      id={id}
      data-dialog=""
      data-dialog-close-links={closeOnLinks ? '' : undefined}
      {...data}
      aria-modal="true"
      aria-labelledby={labelledBy}
      tabIndex={-1}
      className={dialogClass(placement)}
    >
      <div aria-hidden="true" data-dialog-close="" className={`absolute inset-0 ${backdropClassName}`} />
      <div style={panelStyle} className={`relative focus:outline-none ${panelClassName}`}>
        {children}
      </div>
    </dialog>
  );
}

/** The × button of a plain dialog. */
export function PlainDialogClose({ label = 'Close', className }: { label?: string; className: string }) {
  return (
    <button type="button" data-dialog-close="" aria-label={label} className={className}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
