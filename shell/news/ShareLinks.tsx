// 'Share on' facebook, twitter and copy link, with the spec's toasts.
// 'Copy link' runs as an island (shell/islands/copyLink.ts): it copies the address the reader
// sees. The share services need an absolute address: the portal's public one (on the server,
// where pages are rendered, site.apiBase is PUBLIC_URL).
import { site } from '../site';

export function shareUrls(url: string, title: string) {
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    twitter: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  };
}

const buttonClass =
  'inline-flex h-10 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-medium text-ink hover:border-primary hover:text-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary';

export function ShareLinks({ path, title }: { path: string; title: string }) {
  const links = shareUrls(new URL(path, site.apiBase).href, title);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-semibold text-muted">Share on</span>
      <a className={buttonClass} href={links.facebook} target="_blank" rel="noopener noreferrer">
        Facebook<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a className={buttonClass} href={links.twitter} target="_blank" rel="noopener noreferrer">
        Twitter<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <button type="button" className={buttonClass} data-copy-link={path}>
        Copy link
      </button>
    </div>
  );
}
