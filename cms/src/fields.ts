// Field builders for the shapes the portal reads (shared/content/docs.ts, demo/seed/README.md),
// so a document an editor saves is the document the portal parses, with no mapping between.
import type { Field, RelationshipField, TextField } from 'payload';

export type ContentCollectionSlug =
  | 'block-app-promo'
  | 'block-payment-information'
  | 'meta-seo'
  | 'navigation'
  | 't1-fundraiser'
  | 't1-location'
  | 't2-news-category'
  | 'ui-clinic'
  | 'ui-fragment'
  | 'ui-news'
  | 'ui-page'
  | 'ui-service'
  | 'ui-terms-and-conditions';

/** A text field; `extra` takes Payload's own text options (required, index, maxLength, admin). */
export const text = (name: string, extra: Partial<Omit<TextField, 'name' | 'type'>> = {}): Field => ({ name, type: 'text', ...extra }) as Field;
export const textarea = (name: string): Field => ({ name, type: 'textarea' });
export const richText = (name: string): Field => ({ name, type: 'richText' });

/** An image: the portal reads `{ url, alt, width, height, sizes }`, a media document at depth >= 1. */
export const image = (name: string, extra: { required?: boolean } = {}): Field => ({ name, type: 'upload', relationTo: 'media', ...extra });
/** Several images: media documents in order (a gallery's also carry their caption). */
export const images = (name: string): Field => ({ name, type: 'upload', relationTo: 'media', hasMany: true });

export const actionFields: Field[] = [text('actionButtonLabel'), text('actionButtonTargetUrl')];

/**
 * A reference the portal reads as `{ relationTo, value }`: Payload gives that shape for a
 * relationship to a list of collections, even a list of one.
 */
export function ref(name: string, to: ContentCollectionSlug[], extra: Partial<RelationshipField> = {}): Field {
  return { name, type: 'relationship', relationTo: to, ...extra } as Field;
}
export function refs(name: string, to: ContentCollectionSlug[]): Field {
  return ref(name, to, { hasMany: true });
}

/** Longitude then latitude (GeoJSON order), as the portal's maps read them. */
export const coordinates: Field = {
  name: 'coordinates',
  type: 'json',
  admin: { description: 'Longitude, then latitude, for example [175.47, -37.89].' },
  validate: (value: unknown) => {
    if (value === null || value === undefined) return true;
    const ok = Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n));
    if (!ok) return 'Two numbers: longitude, then latitude.';
    const [lng, lat] = value as [number, number];
    return Math.abs(lng) <= 180 && Math.abs(lat) <= 90 ? true : 'Longitude is between -180 and 180, latitude between -90 and 90.';
  },
};

export const address: Field = {
  name: 'address',
  type: 'group',
  fields: [text('street'), text('suburb'), text('city'), text('postcode'), text('region'), coordinates],
};

/** A team member (teamList blocks, the `people` list). */
export const teamMemberFields: Field[] = [text('name', { required: true }), text('role'), textarea('summary'), image('image'), richText('body')];

/** The fields of a hero (a hero block, a carousel's slides). */
export const heroFields: Field[] = [
  text('title', { required: true }),
  text('subtitle'),
  textarea('summary'),
  images('images'),
  ...actionFields,
  text('actionButtonLabel2'),
  text('actionButtonTargetUrl2'),
];
