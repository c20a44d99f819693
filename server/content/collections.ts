// The collections of the content service, in one place so the routes,
// the seed and the relation resolver agree on what exists.
// The list is the client's (shared/content/collections.ts): one list for both sides.
import { CONTENT_COLLECTIONS as contentCollections, type ContentCollection } from '../../shared/content/collections';

export { contentCollections, type ContentCollection };

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
