// Images from content: only site paths and http(s) sources, lazy by default, and always an
// alt (empty for decoration, which screen readers skip). A CMS upload's size and resized
// copies become width/height (no shift while it loads) and a srcset the browser picks from.
import type { ImgHTMLAttributes } from 'react';
import type { Image } from '../../shared/content/images';
import { safeSrc, srcSetOf } from '../../shared/content/images';

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
