// 'Share on' facebook, twitter and copy link, with the spec's toasts.
import { portalToast } from '../ui/toasts';
import { needsHydration } from '../router/serverRender';

export const LINK_COPIED = 'Link copied to clipboard';
export const LINK_COPY_FAILED = 'Failed to copy link to clipboard';

export function shareUrls(url: string, title: string) {
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    twitter: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  };
}

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

const buttonClass =
  'inline-flex h-10 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-medium text-ink hover:border-primary hover:text-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary';

export function ShareLinks({ url, title }: { url: string; title: string }) {
  // 'Copy link' is React.
  needsHydration();
  const links = shareUrls(url, title);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-semibold text-muted">Share on</span>
      <a className={buttonClass} href={links.facebook} target="_blank" rel="noopener noreferrer">
        Facebook<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a className={buttonClass} href={links.twitter} target="_blank" rel="noopener noreferrer">
        Twitter<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <button type="button" className={buttonClass} onClick={() => void copyLink(url)}>
        Copy link
      </button>
    </div>
  );
}
