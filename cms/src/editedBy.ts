// Who made each version: the editor who saved it, kept on the document (and so on each of its
// versions), shown in the lists and the version view. Payload's versions do not record their
// author themselves.
import type { FieldHook, RelationshipField } from 'payload';

/**
 * The signed-in editor of this save, whatever the save sent (nobody signs another's name to a
 * change); a save without one (the seed, a scheduled publish) keeps the last editor.
 */
const noteEditor: FieldHook = ({ req, originalDoc }) => {
  if (req.user?.collection === 'users') return req.user.id;
  const last = (originalDoc as { lastEditedBy?: unknown } | undefined)?.lastEditedBy;
  return typeof last === 'object' && last !== null ? (last as { id?: unknown }).id : (last ?? null);
};

export const lastEditedByField: RelationshipField = {
  name: 'lastEditedBy',
  label: 'Last edited by',
  type: 'relationship',
  relationTo: 'users',
  hooks: { beforeChange: [noteEditor] },
  // Staff's names are for staff: the portal and the public API never see them.
  access: { read: ({ req }) => req.user?.collection === 'users' },
  admin: { readOnly: true, position: 'sidebar', description: 'Who saved this version.' },
};
