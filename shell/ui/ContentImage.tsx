// Images from content: only site paths and http(s) sources, lazy by default, and always an
// alt (empty for decoration, which screen readers skip). A CMS upload's size and resized
// copies become width/height (no shift while it loads) and a srcset the browser picks from.
import type { ImgHTMLAttributes } from 'react';
import type { Image } from '../content/docs';

export function safeSrc(url: string | null | undefined): string | null {
  if (!url) return null;
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\//i.test(value) ? value : null;
}

/** `url 640w, …` for an image's resized copies and itself, narrowest first; undefined without any. */
export function srcSetOf(image: Pick<Image, 'url' | 'width' | 'sizes'>): string | undefined {
  const candidates = new Map<number, string>();
  for (const size of Object.values(image.sizes ?? {})) {
    const url = safeSrc(size?.url);
    if (url && size?.width) candidates.set(size.width, url);
  }
  const original = safeSrc(image.url);
  if (candidates.size === 0 || !original) return undefined;
  if (image.width) candidates.set(image.width, original);
  return (
    [...candidates]
      .sort(([a], [b]) => a - b)
      // A comma or space inside a URL would split the list.
      .map(([width, url]) => `${url.replace(/[ ,]/g, encodeURIComponent)} ${width}w`)
      .join(', ')
  );
}

export function ContentImage({
  image,
  className = '',
  eager,
  sizes = '100vw',
  ...rest
}: { image: Image | null | undefined; className?: string; eager?: boolean } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'>) {
  const src = safeSrc(image?.url);
  if (!image || !src) return null;
  const srcSet = srcSetOf(image);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={image.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      // An eager image is the page's first picture, usually its largest paint: fetched first.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
      {...rest}
    />
  );
}
