// Images from content: only site paths and http(s) sources, lazy by default, and always an
// alt (empty for decoration, which screen readers skip).
import type { ImgHTMLAttributes } from 'react';
import type { Image } from '../content/docs';

export function safeSrc(url: string | null | undefined): string | null {
  if (!url) return null;
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\//i.test(value) ? value : null;
}

export function ContentImage({
  image,
  className = '',
  eager,
  ...rest
}: { image: Image | null | undefined; className?: string; eager?: boolean } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'>) {
  const src = safeSrc(image?.url);
  if (!image || !src) return null;
  return <img src={src} alt={image.alt ?? ''} loading={eager ? 'eager' : 'lazy'} decoding="async" className={className} {...rest} />;
}
