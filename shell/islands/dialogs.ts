// The portal's modal dialogs as plain DOM over the server's (or React's) markup: the phone
// menu today, with the kit's modal behaviour (widgets/kit/modal.ts: top layer, focus in and
// back, Tab kept inside, no page scroll) so they act as the widgets' dialogs do.
//
// Markup (shell/ui/PlainDialog.tsx): a button with data-dialog-open="ID" opens
// <dialog id="ID" data-dialog>; inside, anything with data-dialog-close closes it (the
// backdrop, the × button), Escape closes it, and with data-dialog-close-links choosing a
// link closes it too. One set of listeners on the document serves every such dialog.
import { openAsModal, trapTab } from '../../widgets/kit/modal';

const open = new Map<HTMLDialogElement, { close: () => void }>();

function openerOf(box: HTMLDialogElement): HTMLElement | null {
  return [...box.ownerDocument.querySelectorAll<HTMLElement>('[data-dialog-open]')].find((opener) => opener.dataset.dialogOpen === box.id) ?? null;
}

export function closeDialog(box: HTMLDialogElement): void {
  const entry = open.get(box);
  if (!entry) return;
  open.delete(box);
  entry.close();
  openerOf(box)?.setAttribute('aria-expanded', 'false');
}

export function openDialog(box: HTMLDialogElement): void {
  if (open.has(box)) return;
  openerOf(box)?.setAttribute('aria-expanded', 'true');
  open.set(box, { close: openAsModal(box, { onCloseRequest: () => closeDialog(box) }) });
}

function onClick(event: MouseEvent): void {
  const target = event.target as Element | null;
  const opener = target?.closest?.<HTMLElement>('[data-dialog-open]');
  if (opener) {
    const box = opener.ownerDocument.getElementById(opener.dataset.dialogOpen ?? '');
    if (box instanceof HTMLDialogElement) openDialog(box);
    return;
  }
  const box = target?.closest?.<HTMLDialogElement>('dialog[data-dialog]');
  if (!box) return;
  if (target!.closest('[data-dialog-close]') || (box.hasAttribute('data-dialog-close-links') && target!.closest('a[href]'))) closeDialog(box);
}

function onKeyDown(event: KeyboardEvent): void {
  const box = (event.target as Element | null)?.closest?.<HTMLDialogElement>('dialog[data-dialog]');
  if (!box || !open.has(box)) return;
  if (event.key === 'Escape') {
    // preventDefault stops the browser's own close request: we close, and give focus back.
    event.preventDefault();
    closeDialog(box);
  } else trapTab(event, box);
}

export function installDialogs(document: Document): void {
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
}
