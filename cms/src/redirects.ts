// When a published page or clinic page moves to a new slug, its old address keeps working: the
// CMS records a redirect (Payload's redirects plugin, per vet group) from the old path to the
// document, and the portal answers the old path with a 301 to where the document is now
// (server/static.ts). Editors can add their own redirects too.
import { redirectsPlugin } from '@payloadcms/plugin-redirects';
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Field } from 'payload';
import { contentPath } from '../../shared/content/paths';
import { afterChangeTellPortal, afterDeleteTellPortal } from './contentChanged';
import { keepEditorsGroup, readContent, vetGroupField, writeContent } from './vetGroups';

/** Documents whose address is their slug alone (news keep their id in theirs: an old slug there already finds the article). */
export const REDIRECTED = ['ui-page', 'ui-clinic'] as const;

const MOVED_FROM = 'movedFrom';

/** Before a publish: the address the published document has now, if the slug is changing. */
export const noteOldAddress: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  if (data._status !== 'published' || !originalDoc?.id) return data;
  // The newest published version: a draft saved since may already carry the new slug.
  const versions = await req.payload
    .findVersions({
      collection: collection.slug,
      where: { and: [{ parent: { equals: originalDoc.id } }, { 'version._status': { equals: 'published' } }] },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    .catch(() => null);
  const published = versions?.docs[0]?.version as { slug?: unknown } | undefined;
  if (!published?.slug || published.slug === data.slug) return data;
  // Kept on the request: the hooks' own `context` is not carried from before the change to after it.
  req.context[MOVED_FROM] = contentPath(collection.slug, { ...published, id: originalDoc.id });
  return data;
};

/** After it: the old address leads to the document; a redirect from the new address (a move back) goes. */
export const redirectOldAddress: CollectionAfterChangeHook = async ({ doc, req, collection }) => {
  const from = req.context[MOVED_FROM];
  if (typeof from !== 'string' || !from) return doc;
  delete req.context[MOVED_FROM];
  const group = typeof doc.vetGroup === 'object' && doc.vetGroup ? doc.vetGroup.id : doc.vetGroup;
  const here = contentPath(collection.slug, doc);
  const inGroup = { vetGroup: { equals: group } };
  if (here) await req.payload.delete({ collection: 'redirects', where: { and: [inGroup, { from: { equals: here } }] }, overrideAccess: true, req });
  await req.payload.delete({ collection: 'redirects', where: { and: [inGroup, { from: { equals: from } }] }, overrideAccess: true, req });
  await req.payload.create({
    collection: 'redirects',
    overrideAccess: true,
    req,
    data: { from, to: { type: 'reference', reference: { relationTo: collection.slug, value: doc.id } }, vetGroup: group } as never,
  });
  return doc;
};

export const redirects = redirectsPlugin({
  collections: [...REDIRECTED],
  overrides: {
    labels: { singular: 'Redirect', plural: 'Redirects' },
    admin: { group: 'Site', useAsTitle: 'from', description: 'Old addresses and where they lead now. Made for you when a published page’s slug changes.' },
    access: { read: readContent({ collection: 'redirects', drafts: false }), create: writeContent, update: writeContent, delete: writeContent },
    hooks: { beforeChange: [keepEditorsGroup], afterChange: [afterChangeTellPortal], afterDelete: [afterDeleteTellPortal] },
    // One group's old address is not another's: `from` is unique per group (the plugin makes it unique everywhere).
    fields: ({ defaultFields }) => [
      ...defaultFields.map((field) =>
        'name' in field && field.name === 'from'
          ? ({ ...field, unique: false, admin: { description: 'The old path, for example /vaccination-week.' } } as Field)
          : field,
      ),
      vetGroupField,
    ],
  },
});
