// Images in content: their schema, sources limited to site paths and http(s), and a CMS upload's
// resized copies as a srcset the browser picks from.
import * as v from 'valibot';

const dimension = v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1)));
/** One of an upload's resized copies (Payload's `sizes`). */
const ImageSizeSchema = v.object({ url: v.nullish(v.string()), width: dimension });
/**
 * An image: its address and alt text; from a CMS upload also its size (the browser keeps its
 * room before it loads) and resized copies (a `srcset`, so a phone fetches a small one).
 */
export const ImageSchema = v.object({
  url: v.pipe(v.string(), v.nonEmpty()),
  alt: v.nullish(v.string()),
  width: dimension,
  height: dimension,
  sizes: v.nullish(v.record(v.string(), v.nullish(ImageSizeSchema))),
});
export type Image = v.InferOutput<typeof ImageSchema>;

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
