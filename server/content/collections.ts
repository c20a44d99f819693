// The collections of the content service, in one place so the routes,
// the seed and the relation resolver agree on what exists.
export const contentCollections = [
  'block-app-promo',
  'block-payment-information',
  'meta-seo',
  'navigation',
  't1-fundraiser',
  't1-location',
  't2-news-category',
  'ui-clinic',
  'ui-fragment',
  'ui-news',
  'ui-page',
  'ui-service',
  'ui-terms-and-conditions',
] as const;

export type ContentCollection = (typeof contentCollections)[number];

const known = new Set<string>(contentCollections);

export function isContentCollection(name: string): name is ContentCollection {
  return known.has(name);
}

/** A stored document: Payload-style, with a string id and any JSON fields. */
export interface ContentDoc {
  id: string;
  [field: string]: unknown;
}

/** A reference from one document to another, Payload's polymorphic relationship value. */
export interface ContentRef {
  relationTo: ContentCollection;
  value: string;
}
