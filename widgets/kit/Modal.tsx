// A centred, titled modal: the kit's Dialog (focus, Escape, top layer, focus back; see
// Dialog.tsx) with a heading and a × button. Named by its title.
import { useId, type ReactNode } from 'react';
import { Dialog } from './Dialog';

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
    </Dialog>
  );
}
