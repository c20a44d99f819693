// 'Copy link' (a news article's share links: <button data-copy-link="/news/…">), with the
// spec's toasts, as plain DOM: the address as the reader's browser has it.
import { portalToast } from '../ui/toasts';

export const LINK_COPIED = 'Link copied to clipboard';
export const LINK_COPY_FAILED = 'Failed to copy link to clipboard';

export async function copyLink(url: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
    await navigator.clipboard.writeText(url);
    portalToast('success', LINK_COPIED);
    return true;
  } catch {
    portalToast('error', LINK_COPY_FAILED);
    return false;
  }
}

export function installCopyLinks(document: Document): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-copy-link]');
    if (button) void copyLink(new URL(button.dataset.copyLink ?? '', window.location.href).href);
  });
}
