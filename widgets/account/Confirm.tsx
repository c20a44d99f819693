// A confirmation dialog for the account's destructive actions (delete account, remove an
// address, a card, a pet, cancel a subscription). The confirm button cannot send twice.
import type { ReactNode } from 'react';
import { Button, Modal } from '../kit';
import { useOneAtATime } from './useOneAtATime';

export interface ConfirmProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

export function Confirm({ open, title, children, confirmLabel, cancelLabel = 'Cancel', onConfirm, onClose }: ConfirmProps) {
  const { busy, run } = useOneAtATime();
  const confirm = () => run(true, onConfirm);
  return (
    <Modal open={open} onClose={busy ? () => undefined : onClose} title={title} size="sm">
      <div className="space-y-4">
        <div className="text-ink">{children}</div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
