// A document's own search-engine fields (the CMS's SEO plugin: `meta.title`, `meta.description`,
// `meta.image`), as the portal's head uses them: they win over the route's meta-seo document
// and the page's own words. Editor input, so each field is checked before use.
import * as v from 'valibot';

/** `meta` as documents carry it; the image is a media document at depth >= 1 (else its id, ignored). */
export const SeoMetaSchema = v.object({ title: v.nullish(v.string()), description: v.nullish(v.string()), image: v.nullish(v.unknown()) });

export interface SeoHead {
  title?: string;
  description?: string;
  image?: string;
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function seoMetaOf(doc: unknown): SeoHead {
  const meta = (doc as { meta?: unknown } | null | undefined)?.meta;
  if (typeof meta !== 'object' || meta === null) return {};
  const { title, description, image } = meta as { title?: unknown; description?: unknown; image?: unknown };
  const out: SeoHead = {};
  const t = str(title);
  const d = str(description);
  const i = typeof image === 'object' && image !== null ? str((image as { url?: unknown }).url) : undefined;
  if (t) out.title = t;
  if (d) out.description = d;
  if (i) out.image = i;
  return out;
}
