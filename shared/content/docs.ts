// Schemas of the content documents the portal reads (demo/seed/README.md), shared with the
// CMS's tests, which check that what the CMS serves fits them. Content comes from editors
// through another service, so it is parsed, not trusted: a document or block that does not
// fit is left out of the page rather than breaking it. The types the shell uses are inferred
// from these schemas.
import * as v from 'valibot';
import { SeoMetaSchema } from './seoMeta';
import { RichTextSchema } from './richText';
import { ImageSchema } from './images';

const text = v.nullish(v.string());

/** Rich text: Slate JSON, or Lexical's `{ root }` from the group's CMS (cms/), read into the same nodes. */
export { RichTextSchema };
export type RichTextValue = v.InferOutput<typeof RichTextSchema>;

/**
 * A relationship: `value` is the document at depth >= 1, or its id when not resolved (or
 * when the target is gone). The document is parsed where it is used (see docsOf).
 */
export const RefSchema = v.object({ relationTo: v.string(), value: v.unknown() });
export type Ref = v.InferOutput<typeof RefSchema>;

/** The resolved documents of a list of references that fit `schema`; the rest are skipped. */
export function docsOf<TSchema extends v.GenericSchema>(schema: TSchema, refs: readonly unknown[] | null | undefined): v.InferOutput<TSchema>[] {
  const out: v.InferOutput<TSchema>[] = [];
  for (const ref of refs ?? []) {
    const doc = docOf(schema, ref);
    if (doc !== null) out.push(doc);
  }
  return out;
}

/** One reference's document, or null when it is unresolved or does not fit. */
export function docOf<TSchema extends v.GenericSchema>(schema: TSchema, ref: unknown): v.InferOutput<TSchema> | null {
  const parsedRef = v.safeParse(RefSchema, ref);
  if (!parsedRef.success) return null;
  const doc = v.safeParse(schema, parsedRef.output.value);
  return doc.success ? doc.output : null;
}

/** Parses a list, keeping the items that fit. */
export function itemsOf<TSchema extends v.GenericSchema>(schema: TSchema, items: readonly unknown[] | null | undefined): v.InferOutput<TSchema>[] {
  const out: v.InferOutput<TSchema>[] = [];
  for (const item of items ?? []) {
    const parsed = v.safeParse(schema, item);
    if (parsed.success) out.push(parsed.output);
  }
  return out;
}

export const ActionFields = {
  actionButtonLabel: text,
  actionButtonTargetUrl: text,
};

export const ServiceItemSchema = v.object({ id: v.string(), title: v.string(), body: v.nullish(RichTextSchema), image: v.nullish(ImageSchema) });
export const ServiceDocSchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  subtitle: text,
  body: v.nullish(RichTextSchema),
  image: v.nullish(ImageSchema),
  items: v.nullish(v.array(v.unknown())),
});
export type ServiceDoc = v.InferOutput<typeof ServiceDocSchema>;
export type ServiceItem = v.InferOutput<typeof ServiceItemSchema>;

export const ContactMethodSchema = v.object({ type: v.string(), value: v.string() });
export type ContactMethod = v.InferOutput<typeof ContactMethodSchema>;

export const OpeningHoursSchema = v.object({ id: v.nullish(v.union([v.string(), v.number()])), day: v.string(), from: v.string(), to: v.string() });

export const LocationDocSchema = v.object({
  id: v.string(),
  slug: text,
  vetdeskClinicId: v.nullish(v.union([v.string(), v.number()])),
  /** The API's clinic id, in the CMS's documents (shared/content/clinicId.ts). */
  clinicId: text,
  name: v.string(),
  friendlyAddress: text,
  mainLocation: v.nullish(v.boolean()),
  address: v.nullish(
    v.object({
      street: text,
      suburb: text,
      city: text,
      postcode: text,
      region: text,
      // Longitude first, then latitude (GeoJSON order).
      coordinates: v.nullish(v.tuple([v.number(), v.number()])),
    }),
  ),
  contacts: v.nullish(v.array(v.unknown())),
  openingHours: v.nullish(v.array(v.unknown())),
  images: v.nullish(v.array(v.unknown())),
  body: v.nullish(RichTextSchema),
});
export type LocationDoc = v.InferOutput<typeof LocationDocSchema>;

export const ClinicPageDocSchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  location: v.nullish(v.unknown()),
  layout: v.nullish(v.array(v.unknown())),
  meta: v.nullish(SeoMetaSchema),
});
export type ClinicPageDoc = v.InferOutput<typeof ClinicPageDocSchema>;

export const PageDocSchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  layout: v.nullish(v.array(v.unknown())),
  meta: v.nullish(SeoMetaSchema),
});
export type PageDoc = v.InferOutput<typeof PageDocSchema>;

export const NewsCategoryDocSchema = v.object({ id: v.string(), slug: text, name: v.string() });
export type NewsCategoryDoc = v.InferOutput<typeof NewsCategoryDocSchema>;

export const GalleryImageSchema = v.object({ id: v.nullish(v.string()), url: v.pipe(v.string(), v.nonEmpty()), alt: text, caption: text });
export type GalleryImage = v.InferOutput<typeof GalleryImageSchema>;

export const NewsDocSchema = v.object({
  id: v.string(),
  slug: v.string(),
  date: v.string(),
  article: v.object({
    title: v.string(),
    summary: text,
    body: v.nullish(RichTextSchema),
    image: v.nullish(ImageSchema),
    categories: v.nullish(v.array(v.unknown())),
    ...ActionFields,
  }),
  gallery: v.nullish(v.array(v.unknown())),
  meta: v.nullish(SeoMetaSchema),
});
export type NewsDoc = v.InferOutput<typeof NewsDocSchema>;

export const FragmentDocSchema = v.object({
  id: v.string(),
  name: v.string(),
  title: text,
  subtitle: text,
  summary: text,
  body: v.nullish(RichTextSchema),
  image: v.nullish(ImageSchema),
  isActive: v.nullish(v.boolean()),
  ...ActionFields,
});
export type FragmentDoc = v.InferOutput<typeof FragmentDocSchema>;

export const NavLinkSchema = v.object({ label: v.string(), url: v.string() });
export const NavigationDocSchema = v.object({
  id: v.string(),
  name: v.string(),
  order: v.nullish(v.number()),
  items: v.nullish(v.array(v.unknown())),
  /** Entries to an address of the editor's own (a site path or a web address), after the pages. */
  links: v.nullish(v.array(v.unknown())),
});
export type NavigationDoc = v.InferOutput<typeof NavigationDocSchema>;

export const SeoDocSchema = v.object({ route: v.string(), title: text, description: text, image: v.nullish(ImageSchema) });
export type SeoDoc = v.InferOutput<typeof SeoDocSchema>;

export const AppPromoDocSchema = v.object({
  id: v.string(),
  name: text,
  title: text,
  summary: text,
  body: v.nullish(RichTextSchema),
  image: v.nullish(ImageSchema),
  qrCodeTargetUrl: text,
  ...ActionFields,
});
export type AppPromoDoc = v.InferOutput<typeof AppPromoDocSchema>;

export const TermsDocSchema = v.object({ id: v.string(), slug: v.string(), title: v.string(), updatedDate: text, body: v.nullish(RichTextSchema) });
export type TermsDoc = v.InferOutput<typeof TermsDocSchema>;

export const TeamMemberSchema = v.object({
  id: v.string(),
  name: v.string(),
  role: text,
  summary: text,
  image: v.nullish(ImageSchema),
  body: v.nullish(RichTextSchema),
});
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;
