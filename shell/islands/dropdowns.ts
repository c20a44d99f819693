// The header's drop-downs of links, as plain DOM over the server's (or React's) markup: the
// disclosure pattern the APG recommends for site navigation. The button toggles the list;
// Down/Up arrows move through the links, Home/End jump, Escape closes and returns focus to the
// button; a click outside, focus leaving or choosing a link closes it.
//
// Markup (shell/layout/Dropdown.tsx): <div data-dropdown><button aria-expanded="false"
// aria-controls="ID">…</button><div id="ID" hidden>…links…</div></div>. One set of listeners
// on the document serves every drop-down, including ones React draws later.

const ROOT = '[data-dropdown]';

function partsOf(root: Element): { button: HTMLButtonElement; panel: HTMLElement } | undefined {
  const button = root.querySelector<HTMLButtonElement>(':scope > button[aria-controls]');
  const panel = button && root.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  return button && panel && root.contains(panel) ? { button, panel } : undefined;
}

function isOpen(root: Element): boolean {
  return partsOf(root)?.button.getAttribute('aria-expanded') === 'true';
}

function setOpen(root: Element, open: boolean): void {
  const parts = partsOf(root);
  if (!parts) return;
  parts.button.setAttribute('aria-expanded', String(open));
  parts.panel.hidden = !open;
}

function closeOthers(document: Document, except?: Element | null): void {
  for (const root of document.querySelectorAll(ROOT)) if (root !== except && isOpen(root)) setOpen(root, false);
}

function focusLink(root: Element, which: 'first' | 'last' | 1 | -1): void {
  const items = [...(partsOf(root)?.panel.querySelectorAll<HTMLElement>('a, button') ?? [])];
  if (items.length === 0) return;
  if (which === 'first') return items[0]!.focus();
  if (which === 'last') return items[items.length - 1]!.focus();
  const current = items.indexOf(root.ownerDocument.activeElement as HTMLElement);
  items[(current + which + items.length) % items.length]!.focus();
}

function onClick(event: MouseEvent): void {
  const target = event.target as Element | null;
  const root = target?.closest?.(ROOT);
  if (!root) return;
  const parts = partsOf(root);
  if (!parts) return;
  if (parts.button.contains(target)) {
    closeOthers(root.ownerDocument, root);
    setOpen(root, !isOpen(root));
  } else if (target!.closest('a')) setOpen(root, false);
}

function onPointerDown(event: PointerEvent): void {
  const target = event.target as Element | null;
  closeOthers((target?.ownerDocument ?? document) as Document, target?.closest?.(ROOT));
}

function onKeyDown(event: KeyboardEvent): void {
  const root = (event.target as Element | null)?.closest?.(ROOT);
  const parts = root && partsOf(root);
  if (!root || !parts) return;
  const open = isOpen(root);
  const onButton = event.target === parts.button;
  if (event.key === 'Escape' && open) {
    event.preventDefault();
    setOpen(root, false);
    parts.button.focus();
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    const down = event.key === 'ArrowDown';
    if (!open) {
      setOpen(root, true);
      focusLink(root, down ? 'first' : 'last');
    } else if (onButton) focusLink(root, down ? 'first' : 'last');
    else focusLink(root, down ? 1 : -1);
  } else if ((event.key === 'Home' || event.key === 'End') && open && !onButton) {
    event.preventDefault();
    focusLink(root, event.key === 'Home' ? 'first' : 'last');
  }
}

function onFocusOut(event: FocusEvent): void {
  const root = (event.target as Element | null)?.closest?.(ROOT);
  const next = event.relatedTarget as Node | null;
  // Focus going nowhere (a click on the page's background) is the pointer handler's business.
  if (root && next && !root.contains(next) && isOpen(root)) setOpen(root, false);
}

export function installDropdowns(document: Document): void {
  document.addEventListener('click', onClick);
  document.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusout', onFocusOut);
}
