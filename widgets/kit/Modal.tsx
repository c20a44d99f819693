// A centred, titled modal: the kit's Dialog (focus, Escape, top layer, focus back; see
// Dialog.tsx) with a heading and a × button. Named by its title.
import { useId, type ReactNode } from 'react';
import { Dialog, DialogTitleBar } from './Dialog';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Accessible name of the × button. */
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function Modal({ open, ...rest }: ModalProps) {
  return open ? <TitledDialog {...rest} /> : null;
}

function TitledDialog({ onClose, title, children, closeLabel = 'Close', size = 'md' }: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const width = size === 'sm' ? 'max-w-sm' : size === 'lg' ? 'max-w-2xl' : 'max-w-lg';
  return (
    <Dialog labelledBy={titleId} onClose={onClose} panelClassName={`w-full ${width} max-h-full overflow-auto rounded-xl bg-surface p-6 text-ink shadow-xl`}>
      <DialogTitleBar titleId={titleId} title={title} onClose={onClose} closeLabel={closeLabel} className="-mt-2 mb-4" />
      {children}
    </Dialog>
  );
}
