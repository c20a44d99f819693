// The gallery's lightbox (shell/blocks/Lightbox.tsx) as plain DOM: a picture opens the dialog
// (dialogs.ts) at its own figure; the arrows and the Left/Right keys move, wrapping at both
// ends. One set of listeners on the document serves every gallery.

/** The index after moving `step` from `index` in a list of `count`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
function show(box: HTMLElement, index: number): void {
  const figures = [...box.querySelectorAll<HTMLElement>('[data-lightbox-figure]')];
  const at = wrapIndex(index, 0, figures.length);
  figures.forEach((figure, i) => (figure.hidden = i !== at));
  box.dataset.index = String(at);
  const title = box.querySelector('[data-lightbox-title]');
  if (title) title.textContent = figures[at]?.dataset.title ?? '';
}

const step = (box: HTMLElement, by: number) => show(box, wrapIndex(Number(box.dataset.index ?? 0), by, box.querySelectorAll('[data-lightbox-figure]').length));

function onClick(event: MouseEvent): void {
  const target = event.target as Element | null;
  const opener = target?.closest?.<HTMLElement>('[data-lightbox-show]');
  const openerBox = opener && opener.ownerDocument.getElementById(opener.dataset.dialogOpen ?? '');
  if (openerBox?.hasAttribute('data-lightbox')) return show(openerBox, Number(opener!.dataset.lightboxShow));
  const stepper = target?.closest?.<HTMLElement>('[data-lightbox-step]');
  const box = stepper?.closest<HTMLElement>('dialog[data-lightbox]');
  if (box) step(box, Number(stepper!.dataset.lightboxStep));
}

function onKeyDown(event: KeyboardEvent): void {
  const box = (event.target as Element | null)?.closest?.<HTMLElement>('dialog[data-lightbox]');
  if (!box || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
  event.preventDefault();
  step(box, event.key === 'ArrowLeft' ? -1 : 1);
}

export function installLightboxes(document: Document): void {
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
}
