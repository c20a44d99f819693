// video: an embedded player at {provider lowercase}.com/embed/{videoId} (spec 1 section 2),
// keeping the video's aspect ratio (16:9 unless the block says otherwise).
import { Section } from '../ui/Section';
import type { BlockProps } from './types';

export const DEFAULT_ASPECT_RATIO = '16:9';
const EMBED_PROVIDERS = new Set(['youtube']);

/** '4:3' -> '4 / 3'; anything unreadable falls back to 16:9. */
export function cssAspectRatio(value: string | null | undefined): string {
  const match = /^\s*(\d+(?:\.\d+)?)\s*[:/x]\s*(\d+(?:\.\d+)?)\s*$/.exec(value ?? '');
  if (match && Number(match[1]) > 0 && Number(match[2]) > 0) return `${match[1]} / ${match[2]}`;
  return '16 / 9';
}

export function embedUrl(provider: string | null | undefined, videoId: string): string | null {
  const host = (provider ?? 'YouTube').trim().toLowerCase();
  // Only providers known to serve that embed form: an editor's typo must not frame another site.
  if (!EMBED_PROVIDERS.has(host)) return null;
  return `https://www.${host}.com/embed/${encodeURIComponent(videoId)}`;
}

export function Video({ block }: BlockProps<'video'>) {
  const src = embedUrl(block.videoProvider, block.videoId);
  if (!src) return null;
  return (
    <Section title={block.title} width="max-w-4xl">
      <div className="overflow-hidden rounded-2xl bg-black shadow-lg" style={{ aspectRatio: cssAspectRatio(block.aspectRatio) }}>
        <iframe
          src={src}
          title={block.title ?? 'Video'}
          className="h-full w-full"
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </Section>
  );
}
