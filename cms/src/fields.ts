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

export const actionFields: Field[] = [
  text('actionButtonLabel', { label: 'Button label' }),
  text('actionButtonTargetUrl', {
    label: 'Button link',
    admin: { description: 'A page of the portal (/contact), a block on this page (#booking) or a web address.' },
  }),
];

/** A block's name on its page: a button's link "#booking" jumps to the block whose anchor is "booking". */
export const anchorField: Field = {
  name: 'anchor',
  type: 'text',
  admin: { description: 'A name buttons can jump to: "booking" makes "#booking" lead here. Lower case letters, digits and dashes.' },
  validate: (value: unknown) =>
    value === null || value === undefined || value === '' || (typeof value === 'string' && /^[a-z][a-z0-9-]*$/.test(value))
      ? true
      : 'Start with a letter, then lower case letters, digits and dashes, for example booking.',
};

/** Select options as words ("clinicPage" reads "Clinic page"), the value stays what the portal reads. */
export function wordOptions(values: readonly string[]): { label: string; value: string }[] {
  return values.map((value) => {
    const words = value
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/[-_]/g, ' ')
      .toLowerCase();
    return { label: words.charAt(0).toUpperCase() + words.slice(1), value };
  });
}

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
  text('actionButtonLabel2', { label: 'Second button label' }),
  text('actionButtonTargetUrl2', { label: 'Second button link' }),
];
