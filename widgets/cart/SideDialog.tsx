// The side cart's dialog: the kit's Dialog (focus, Escape, top layer, focus back to the
// <vet-cart-button> that opened it; see kit/Dialog.tsx) sliding in from the right edge, at most
// 602 px wide and the full width of a phone, with a title bar and a footer.
import { useId, type ReactNode } from 'react';
import { SIDE_CART_MAX_WIDTH } from '../../shared/domain/limits';
import { Dialog, DialogTitleBar } from '../kit/Dialog';

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
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      placement="right"
      initialFocus="dialog"
      part="dialog"
      panelStyle={{ maxWidth: SIDE_CART_MAX_WIDTH }}
      panelClassName="flex h-full w-full flex-col bg-surface text-ink shadow-xl"
    >
      <DialogTitleBar titleId={titleId} title={title} onClose={onClose} className="border-b border-line px-4 py-3 sm:px-6" />
      <div className="flex-1 overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
      {footer && <div className="border-t border-line px-4 py-4 sm:px-6">{footer}</div>}
    </Dialog>
  );
}
