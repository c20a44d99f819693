// The CMS's own collections: vet groups, the people who edit, and uploaded media.
import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { afterChangeTellPortal, afterDeleteTellPortal } from '../contentChanged';
import { giveSitesToPortal, validateSites } from '../groupSites';
import { cmsDataDir } from '../secrets';
import { limitSignIns, successfulSignInIsFree } from '../signInLimits';
import { unknownEmailTakesAsLong } from '../signInTiming';
import { isAdmin, keepEditorsGroup, vetGroupField, writeContent, type Role } from '../vetGroups';

export const MEDIA_DIR = process.env.CMS_MEDIA_DIR ?? path.join(cmsDataDir(), 'media');

/** A vet group: its id is the platform's (tui-vets), the one widgets and the portal send. */
export const VetGroups: CollectionConfig = {
  slug: 'vet-groups',
  labels: { singular: 'Vet group', plural: 'Vet groups' },
  admin: { useAsTitle: 'name', group: 'Admin' },
  access: {
    read: ({ req }) => Boolean(req.user),
    create: ({ req }) => isAdmin(req),
    update: ({ req }) => isAdmin(req),
    delete: ({ req }) => isAdmin(req),
  },
  fields: [
    { name: 'id', type: 'text', required: true, admin: { description: "The platform's id of the group, for example tui-vets." } },
    { name: 'name', type: 'text', required: true },
    {
      name: 'allowedSites',
      label: 'Clinic websites',
      type: 'text',
      hasMany: true,
      validate: validateSites,
      admin: {
        description:
          'The websites whose booking, shop and account widgets may ask a client to sign in, each as its address alone (https://www.clinic.example). Saving gives the list to the portal; a site taken off is signed out.',
      },
    },
  ],
  hooks: { beforeChange: [giveSitesToPortal] },
};

const ROLES: Role[] = ['editor', 'admin'];

/** Editors change their group's content; admins every group's, and the users. */
export const Users: CollectionConfig = {
  slug: 'users',
  // No lock on the account after wrong passwords (anyone could lock any editor out): the
  // attempts are limited per address instead (src/signInLimits.ts).
  auth: { maxLoginAttempts: 0 },
  hooks: { beforeOperation: [limitSignIns, unknownEmailTakesAsLong], afterLogin: [successfulSignInIsFree] },
  admin: { useAsTitle: 'email', group: 'Admin' },
  access: {
    read: ({ req }) => (isAdmin(req) ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: ({ req }) => isAdmin(req),
    update: ({ req }) => (isAdmin(req) ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: ({ req }) => isAdmin(req),
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: ROLES,
      access: { update: ({ req }) => isAdmin(req) },
    },
    { ...vetGroupField, required: false, admin: { position: 'sidebar', description: 'The group an editor works in.' } },
  ],
};

/** Images: public (the portal shows them), each with its alt text and an optional caption. */
export const ALT_REQUIRED = 'Say what the image shows, or tick "Decorative" when it shows nothing a reader needs.';

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: {
    read: () => true,
    create: ({ req }) => Boolean(req.user),
    update: writeContent,
    delete: writeContent,
  },
  // A new alt text or image shows on the pages that use it.
  hooks: { beforeChange: [keepEditorsGroup], afterChange: [afterChangeTellPortal], afterDelete: [afterDeleteTellPortal] },
  upload: {
    staticDir: MEDIA_DIR,
    mimeTypes: ['image/*'],
    // The portal's breakpoints (spec: 640, 1024, 1536): a phone fetches the small copy (srcset).
    imageSizes: [
      { name: 'small', width: 640 },
      { name: 'medium', width: 1024 },
      { name: 'large', width: 1536 },
    ],
  },
  fields: [
    {
      name: 'decorative',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Only decoration: it says nothing a reader would miss, so screen readers skip it.' },
    },
    {
      name: 'alt',
      label: 'Alt text',
      type: 'text',
      admin: { description: 'What the image shows, for people who cannot see it.', condition: (_data, sibling) => !sibling?.decorative },
      // Required unless decorative, and never only spaces: a blank alt is read out as the file's name.
      validate: (value: unknown, { siblingData }: { siblingData: { decorative?: boolean } }) =>
        siblingData?.decorative || (typeof value === 'string' && value.trim() !== '') ? true : ALT_REQUIRED,
      hooks: { beforeChange: [({ value, siblingData }) => (siblingData?.decorative ? '' : typeof value === 'string' ? value.trim() : value)] },
    },
    { name: 'caption', type: 'text' },
    vetGroupField,
  ],
};
