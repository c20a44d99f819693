// The 13 content collections of the spec (shared/content/collections.ts), with the fields the
// portal reads (shell/content/docs.ts, widgets/fundraiser/types.ts, demo/seed/README.md).
import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload';
import { layoutBlocks } from '../blocks';
import { actionFields, address, image, images, ref, refs, richText, text, textarea, type ContentCollectionSlug } from '../fields';
import { menuHref } from '../../../shared/format/link';
import { lastEditedByField } from '../editedBy';
import { bookingSettingsField, giveClinicSettingsToPortal } from '../clinicSettings';
import { apiIdField } from '../pickers';
import { MENU_LINK_MESSAGE } from '../richText';
import { noteOldAddress, redirectOldAddress, REDIRECTED } from '../redirects';
import { scheduledField } from '../schedule';
import { slugField } from '../slugs';
import { afterChangeTellPortal, afterDeleteTellPortal } from '../contentChanged';
import { keepEditorsGroup, readContent, readVersions, unsavedValuesForPreviewOnly, vetGroupField, writeContent } from '../vetGroups';

interface Options {
  title: string;
  fields: Field[];
  /** Pages editors prepare and publish: drafts, versions and a preview in the portal. */
  drafts?: boolean;
  group?: string;
  /** The field the admin lists documents by (default: title, else name). */
  useAsTitle?: string;
  /** Run before a save, after the group is settled (a location's booking settings go to the portal). */
  beforeChange?: CollectionBeforeChangeHook[];
}

function contentCollection(
  collection: ContentCollectionSlug,
  { title, fields, drafts = false, group = 'Content', useAsTitle, beforeChange = [] }: Options,
): CollectionConfig {
  const redirected = (REDIRECTED as readonly string[]).includes(collection);
  const titleField = useAsTitle ?? (fields.some((f) => 'name' in f && f.name === 'title') ? 'title' : 'name');
  return {
    slug: collection,
    labels: { singular: title, plural: title },
    admin: {
      useAsTitle: titleField,
      group,
      listSearchableFields: [titleField, ...(fields.some((f) => 'name' in f && f.name === 'slug') ? ['slug'] : [])],
      // A page's state at a glance: published or draft, and what is scheduled for it.
      ...(drafts ? { defaultColumns: [titleField, 'slug', '_status', 'scheduled', 'updatedAt', 'lastEditedBy'] } : {}),
    },
    access: {
      read: readContent({ collection, drafts }),
      readVersions,
      create: writeContent,
      update: writeContent,
      delete: writeContent,
    },
    hooks: {
      beforeOperation: [unsavedValuesForPreviewOnly(collection)],
      beforeChange: [keepEditorsGroup, ...(redirected ? [noteOldAddress] : []), ...beforeChange],
      afterChange: [afterChangeTellPortal, ...(redirected ? [redirectOldAddress] : [])],
      afterDelete: [afterDeleteTellPortal],
    },
    // Drafts, saved when the editor says so. No autosave: Payload 3.90's autosave puts back a
    // field's older value when its answer lands after the editor has changed the field (an open
    // upstream race). Tried at a 2 s interval, our editor e2e lost the widget block's chosen
    // tag (back to empty, its attributes gone) and, before, a block title. The preview follows
    // the form without it, and a new page is saved as a draft at once (src/createDraft.ts).
    versions: drafts ? { drafts: { schedulePublish: true }, maxPerDoc: 50 } : false,
    fields: [...fields, ...(drafts ? [scheduledField] : []), vetGroupField, lastEditedByField],
  };
}

/** The slug of a document known by its name (a location, a category), unique in its group when set. */
const NAME_SLUG = slugField({
  from: 'name',
  required: false,
  description: 'How the portal finds it: lower case letters, digits and dashes. Filled in from the name until you change it.',
});

/** Entries to an address of the editor's own, after the pages: checked as the portal reads them. */
const menuLinks: Field = {
  name: 'links',
  type: 'array',
  label: 'Other links',
  labels: { singular: 'Link', plural: 'Links' },
  admin: { description: 'A path on this site (/shop) or a web address (https://…), after the pages.' },
  fields: [
    text('label', { required: true }),
    {
      name: 'url',
      type: 'text',
      label: 'Address',
      required: true,
      hooks: { beforeChange: [({ value }) => menuHref(value) ?? value] },
      validate: (value: unknown) => (menuHref(value) ? true : MENU_LINK_MESSAGE),
    },
  ],
};

const layout: Field = { name: 'layout', type: 'blocks', blocks: layoutBlocks };

export const contentCollections: CollectionConfig[] = [
  contentCollection('ui-page', { title: 'Pages', drafts: true, fields: [text('title', { required: true }), slugField(), layout] }),
  contentCollection('ui-clinic', {
    title: 'Clinic pages',
    drafts: true,
    fields: [text('title', { required: true }), slugField(), ref('location', ['t1-location']), layout],
  }),
  contentCollection('ui-news', {
    title: 'News',
    drafts: true,
    fields: [
      // The article's title, kept beside it so the admin lists, searches and names news by it.
      {
        name: 'title',
        type: 'text',
        index: true,
        admin: { hidden: true },
        hooks: { beforeChange: [({ siblingData }) => (siblingData as { article?: { title?: string } }).article?.title ?? null] },
      },
      slugField({ from: 'article.title' }),
      { name: 'date', type: 'date', required: true, admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } } },
      {
        name: 'article',
        type: 'group',
        fields: [
          text('title', { required: true }),
          textarea('summary'),
          richText('body'),
          image('image'),
          refs('categories', ['t2-news-category']),
          ...actionFields,
        ],
      },
      images('gallery'),
    ],
  }),
  contentCollection('ui-service', {
    title: 'Services',
    fields: [
      text('title', { required: true }),
      slugField(),
      text('subtitle'),
      richText('body'),
      image('image'),
      { name: 'items', type: 'array', fields: [text('title', { required: true }), richText('body'), image('image')] },
    ],
  }),
  contentCollection('ui-fragment', {
    title: 'Fragments',
    group: 'Site',
    fields: [
      text('name', { required: true, admin: { description: 'Where it shows, for example "emergency banner".' } }),
      text('title'),
      text('subtitle'),
      textarea('summary'),
      richText('body'),
      image('image'),
      { name: 'isActive', type: 'checkbox', defaultValue: true },
      ...actionFields,
    ],
  }),
  contentCollection('ui-terms-and-conditions', {
    title: 'Terms and conditions',
    group: 'Site',
    fields: [text('title', { required: true }), slugField(), text('updatedDate'), richText('body')],
  }),
  contentCollection('navigation', {
    title: 'Navigation',
    group: 'Site',
    // A menu change is drafted and previewed (the portal's menu with the draft in it) before it goes live.
    drafts: true,
    fields: [
      text('name', { required: true }),
      NAME_SLUG,
      { name: 'order', type: 'number' },
      ref('items', ['ui-page', 'ui-clinic', 'ui-news', 'ui-service'], {
        hasMany: true,
        label: 'Pages',
        admin: { description: 'Pages of the site, in the order they appear. The menu follows a page when its address changes.' },
      }),
      menuLinks,
    ],
  }),
  contentCollection('meta-seo', {
    title: 'SEO',
    group: 'Site',
    useAsTitle: 'route',
    fields: [text('route', { required: true, index: true }), text('title'), textarea('description'), image('image')],
  }),
  contentCollection('block-app-promo', {
    title: 'App promotions',
    group: 'Site',
    fields: [text('name'), text('title'), textarea('summary'), richText('body'), image('image'), text('qrCodeTargetUrl'), ...actionFields],
  }),
  contentCollection('block-payment-information', {
    title: 'Payment information',
    group: 'Site',
    fields: [text('name', { required: true }), NAME_SLUG, text('title'), richText('body')],
  }),
  contentCollection('t1-location', {
    title: 'Locations',
    group: 'Clinics',
    beforeChange: [giveClinicSettingsToPortal],
    fields: [
      text('name', { required: true }),
      NAME_SLUG,
      text('vetdeskClinicId', { admin: { description: 'The clinic in the practice system.' } }),
      apiIdField(
        'clinicId',
        'clinics',
        'Clinic for bookings and messages',
        'The clinic this location is in the booking system: contact forms and bookings for it go there. Empty for a place that is not a clinic.',
      ),
      text('friendlyAddress'),
      { name: 'mainLocation', type: 'checkbox', defaultValue: false },
      address,
      // Before the arrays: placed after one, Payload 3.90 renders the group's heading and none of its fields.
      bookingSettingsField,
      {
        name: 'contacts',
        type: 'array',
        fields: [
          { name: 'type', type: 'select', required: true, options: ['Email', 'Facebook', 'Instagram', 'LinkedIn', 'PO Box', 'Phone', 'Twitter'] },
          text('value', { required: true }),
        ],
      },
      {
        name: 'openingHours',
        type: 'array',
        fields: [
          {
            name: 'day',
            type: 'select',
            required: true,
            options: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          },
          text('from', { required: true }),
          text('to', { required: true }),
        ],
      },
      images('images'),
      richText('body'),
    ],
  }),
  contentCollection('t2-news-category', { title: 'News categories', group: 'Clinics', fields: [text('name', { required: true }), NAME_SLUG] }),
  contentCollection('t1-fundraiser', {
    title: 'Fundraisers',
    group: 'Clinics',
    fields: [
      text('name', { required: true }),
      NAME_SLUG,
      { name: 'active', type: 'checkbox', defaultValue: true },
      { name: 'startDate', type: 'date' },
      { name: 'endDate', type: 'date' },
      images('images'),
      richText('body'),
      {
        name: 'items',
        type: 'array',
        fields: [text('name', { required: true }), textarea('description'), { name: 'price', type: 'number', required: true, min: 0 }, image('image')],
      },
      {
        name: 'pickupLocations',
        type: 'array',
        fields: [text('name', { required: true }), text('friendlyAddress'), text('pickupTime'), address, ref('location', ['t1-location'])],
      },
      { name: 'payOnPickup', type: 'checkbox', defaultValue: false },
      text('thankYouPageTitle'),
      image('thankYouPageImage'),
      richText('thankYouPageBody'),
    ],
  }),
];
