// Every document belongs to one vet group, as everything in the platform does. Readers name
// their group the way the portal's content client does (the X-Vet-Id header, the platform's
// default group when it is missing); editors work in their own group only.
import {
  NotFound,
  type Access,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
  type RelationshipField,
  type Where,
} from 'payload';
import { previewGrantOf } from './preview';

/** The header the portal's content client sends (shared/api/config.ts, VET_ID_HEADER). */
export const VET_ID_HEADER = 'x-vet-id';
/** The platform's default group (shared/api/config.ts, DEFAULT_VET_ID). */
export const DEFAULT_VET_ID = process.env.DEFAULT_VET_ID ?? 'tui-vets';

export type Role = 'admin' | 'editor';

interface Editor {
  roles?: Role[] | null;
  vetGroup?: string | { id: string } | null;
}

function editorOf(req: PayloadRequest): Editor | null {
  return req.user && req.user.collection === 'users' ? (req.user as Editor) : null;
}

export function isAdmin(req: PayloadRequest): boolean {
  return editorOf(req)?.roles?.includes('admin') ?? false;
}

/** The group a signed-in editor works in (an id, whatever the depth the user was read at). */
export function editorGroup(req: PayloadRequest): string | null {
  const group = editorOf(req)?.vetGroup;
  if (!group) return null;
  return typeof group === 'string' ? group : group.id;
}

/** The group a reader asked for: the header, else the default. */
export function readerGroup(req: PayloadRequest): string {
  const asked = req.headers.get(VET_ID_HEADER)?.trim();
  return asked || DEFAULT_VET_ID;
}

const inGroup = (group: string): Where => ({ vetGroup: { equals: group } });

/**
 * Reading content: admins read everything, editors their group's drafts and all, the portal's
 * preview page the one document its token names (draft or not), and anyone else the published
 * documents of the group they asked for.
 */
export function readContent({ collection, drafts }: { collection: string; drafts: boolean }): Access {
  return ({ req }) => {
    if (isAdmin(req)) return true;
    const group = editorGroup(req);
    if (group) return inGroup(group);
    const published: Where = drafts ? { _status: { equals: 'published' } } : {};
    const everyones: Where = { and: [inGroup(readerGroup(req)), published] };
    // The previewed document, and what anyone may read beside it (a page its text links to).
    const grant = previewGrantOf(req.headers, req.payload.secret);
    if (grant?.collection === collection) return { or: [{ id: { equals: grant.id } }, everyones] };
    return everyones;
  };
}

/**
 * Payload reads values sent with a findByID as the document (`data`, in the body of the POST
 * it answers as a GET: how the portal's preview shows the form's unsaved values), without the
 * document having to exist for the caller. That is for editors and for the preview page's
 * token for that one document; anyone else gets the 404 a missing document gets, so nobody
 * can use the CMS to run values of their own through its reads.
 */
export function unsavedValuesForPreviewOnly(collection: string): CollectionBeforeOperationHook {
  return ({ args, operation, req }) => {
    const { data, id } = args as { data?: unknown; id?: unknown };
    if (operation !== 'read' || data === undefined || isAdmin(req) || editorGroup(req)) return args;
    const grant = previewGrantOf(req.headers, req.payload.secret);
    if (grant?.collection === collection && grant.id === String(id)) return args;
    throw new NotFound(req.t);
  };
}

/**
 * Reading a document's versions (its drafts and its past, REST's /versions and the admin's
 * version history): admins every group's, editors their own group's, nobody else. A version
 * carries its document's fields under `version`.
 */
export const readVersions: Access = ({ req }) => {
  if (isAdmin(req)) return true;
  const group = editorGroup(req);
  return group ? { 'version.vetGroup': { equals: group } } : false;
};

/** Writing content: admins anywhere, editors in their own group, nobody else. */
export const writeContent: Access = ({ req }) => {
  if (isAdmin(req)) return true;
  const group = editorGroup(req);
  return group ? inGroup(group) : false;
};

/** An editor's documents go into the editor's group, whatever the form sent. */
export const keepEditorsGroup: CollectionBeforeChangeHook = ({ data, req }) => {
  if (isAdmin(req)) return data;
  const group = editorGroup(req);
  if (group) return { ...data, vetGroup: group };
  return data;
};

/** The group field every content document has. */
export const vetGroupField: RelationshipField = {
  name: 'vetGroup',
  type: 'relationship',
  relationTo: 'vet-groups',
  required: true,
  index: true,
  defaultValue: ({ user }) => (user as Editor | null)?.vetGroup ?? undefined,
  access: {
    // An editor cannot move a document to another group (keepEditorsGroup also holds it).
    update: ({ req }) => isAdmin(req),
  },
  admin: { position: 'sidebar' },
};
