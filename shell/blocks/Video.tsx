// video: an embedded player (the spec: {provider lowercase}.com/embed/{videoId}),
// keeping the video's aspect ratio (16:9 unless the block says otherwise). YouTube and Vimeo
// embed (both allowed in the server's CSP frame-src); any other http(s) link an editor gives
// shows as a plain link rather than nothing.
import { safeHref } from '../RichText';
import { Section } from '../ui/Section';
import type { BlockProps } from './types';

export const DEFAULT_ASPECT_RATIO = '16:9';

/** '4:3' -> '4 / 3'; anything unreadable falls back to 16:9. */
export function cssAspectRatio(value: string | null | undefined): string {
  const match = /^\s*(\d+(?:\.\d+)?)\s*[:/x]\s*(\d+(?:\.\d+)?)\s*$/.exec(value ?? '');
  if (match && Number(match[1]) > 0 && Number(match[2]) > 0) return `${match[1]} / ${match[2]}`;
  return '16 / 9';
}

const YOUTUBE_ID = /^[\w-]{6,64}$/;
const VIMEO_ID = /^\d{1,20}$/;

/** The id inside a pasted watch link (youtube.com/watch?v=, youtu.be/, vimeo.com/123). */
function idFromLink(provider: 'youtube' | 'vimeo', value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '');
  if (provider === 'youtube') {
    if (host === 'youtu.be') return url.pathname.slice(1);
    if (host === 'youtube.com' || host === 'm.youtube.com') return url.searchParams.get('v') ?? url.pathname.split('/').at(-1) ?? null;
    return null;
  }
  return host === 'vimeo.com' || host === 'player.vimeo.com' ? (url.pathname.split('/').filter(Boolean).at(-1) ?? null) : null;
}

/**
 * Where the block's video plays: an embed from a known provider, or a link; null when the
 * block names nothing playable. Only these two hosts are framed: an editor's typo must not
 * frame another site.
 */
export function videoSource(provider: string | null | undefined, videoId: string): { embed: string } | { link: string } | null {
  const name = (provider ?? 'YouTube').trim().toLowerCase();
  const value = videoId.trim();
  if (name === 'youtube' || name === 'vimeo') {
    const id = YOUTUBE_ID.test(value) || VIMEO_ID.test(value) ? value : idFromLink(name, value);
    if (name === 'youtube' && id && YOUTUBE_ID.test(id)) return { embed: `https://www.youtube.com/embed/${encodeURIComponent(id)}` };
    if (name === 'vimeo' && id && VIMEO_ID.test(id)) return { embed: `https://player.vimeo.com/video/${id}` };
  }
  const href = /^https?:\/\//i.test(value) ? safeHref(value) : null;
  return href ? { link: href } : null;
}

/** The embed address, or null (kept for callers that only frame). */
export function embedUrl(provider: string | null | undefined, videoId: string): string | null {
  const source = videoSource(provider, videoId);
  return source && 'embed' in source ? source.embed : null;
}

export function Video({ block }: BlockProps<'video'>) {
  const source = videoSource(block.videoProvider, block.videoId);
  if (!source) return null;
  const title = block.title ?? 'Video';
  return (
    <Section title={block.title} width="max-w-4xl">
      {'embed' in source ? (
        <div className="overflow-hidden rounded-2xl bg-black shadow-lg" style={{ aspectRatio: cssAspectRatio(block.aspectRatio) }}>
          <iframe
            src={source.embed}
            title={title}
            className="h-full w-full"
            loading="lazy"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : (
        <p>
          <a href={source.link} rel="noopener" className="font-semibold text-primary underline">
            Watch the video{block.title ? `: ${block.title}` : ''} <span aria-hidden="true">↗</span>
          </a>
        </p>
      )}
    </Section>
  );
}
