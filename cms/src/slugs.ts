// A document's slug (its address on the portal): unique among its vet group's documents of the
// collection, checked on every save, drafts too (Payload skips field validation for drafts, so
// the check is a hook), and filled in from the title until the editor writes their own.
import { APIError, type Field, type FieldHook, type TextField, type Where } from 'payload';
import { slugify } from './slugify';

export const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_FORMAT_MESSAGE = 'Use lower case letters, digits and dashes, for example vaccination-week.';

export const slugTakenMessage = (slug: string, title: string) =>
  `The address "${slug}" is already used by "${title}" in this collection. Choose another address.`;

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'object' && value !== null && 'id' in value ? String((value as { id: unknown }).id) : null;

/** A dotted path's value in a document ("article.title"). */
const at = (doc: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), doc);

/** An empty slug takes the title's words: the admin fills it in as the title is typed, the API on save. */
const fillFromTitle =
  (from: string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    return slugify(at(data, from) ?? at(originalDoc, from)) || value;
  };

const unique =
  (from: string): FieldHook =>
  async ({ value, data, originalDoc, req, collection }) => {
    if (value === null || value === undefined || value === '' || !collection) return value;
    // The message itself as the admin's toast, and under the slug field (a ValidationError's
    // toast says only "The following field is invalid: slug").
    const fail = (message: string) => {
      throw new APIError(message, 400, { collection: collection.slug, errors: [{ message, path: 'slug' }] }, true);
    };
    if (typeof value !== 'string' || !SLUG_FORMAT.test(value)) fail(SLUG_FORMAT_MESSAGE);
    const group = idOf(data?.vetGroup ?? originalDoc?.vetGroup);
    const id = originalDoc?.id ?? data?.id;
    const and: Where[] = [{ slug: { equals: value } }, ...(group ? [{ vetGroup: { equals: group } }] : []), ...(id ? [{ id: { not_equals: id } }] : [])];
    // The newest version of each document too: a draft holds its address before it is published.
    const drafts = Boolean(collection.versions?.drafts);
    const found = await req.payload.find({
      collection: collection.slug,
      where: { and },
      draft: drafts,
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
      pagination: false,
    });
    const taken = found.docs[0];
    if (taken) {
      const title = String(at(taken, from) ?? at(taken, 'title') ?? at(taken, 'name') ?? taken.id);
      fail(slugTakenMessage(String(value), title));
    }
    return value;
  };

/**
 * The slug of a collection whose documents are found by it. `from` is the field it is made from
 * (the title; a news article's `article.title`; a location's `name`).
 */
export function slugField({ from = 'title', required = true, description }: { from?: string; required?: boolean; description?: string } = {}): Field {
  const field: TextField = {
    name: 'slug',
    type: 'text',
    required,
    index: true,
    admin: {
      position: 'sidebar',
      description: description ?? 'The address of the page: lower case letters, digits and dashes. Filled in from the title until you change it.',
      components: { Field: { path: '/components/SlugInput#SlugInput', clientProps: { from } } },
    },
    hooks: { beforeValidate: [fillFromTitle(from)], beforeChange: [unique(from)] },
    validate: (value: unknown) =>
      (!required && (value === null || value === undefined || value === '')) || (typeof value === 'string' && SLUG_FORMAT.test(value))
        ? true
        : SLUG_FORMAT_MESSAGE,
  };
  return field;
}
