// The blocks of a page's `layout` (ui-page, ui-clinic), one per kind the portal renders
// (shell/blocks/schemas.ts). Slugs are the portal's `blockType`s and fields its field names.
import type { Block, Field } from 'payload';
import { actionFields, heroFields, image, images, ref, refs, richText, teamMemberFields, text, textarea, type ContentCollectionSlug } from './fields';
import { readWidgetManifest } from './widgetManifest';

const positiveInteger = (name: string): Field => ({ name, type: 'number', min: 1, admin: { step: 1 } });

/**
 * A list item that is a reference: the portal reads the item itself as `{ relationTo, value }`,
 * so the block carries the collection (fixed, hidden) beside the picked document.
 */
function refItem(slug: string, to: ContentCollectionSlug, label: string): Block {
  return {
    slug,
    labels: { singular: label, plural: `${label}s` },
    fields: [
      { name: 'relationTo', type: 'text', defaultValue: to, required: true, admin: { hidden: true } },
      { name: 'value', label, type: 'relationship', relationTo: to, required: true },
    ],
  };
}

/** groupList items, one block per kind; the list offers only its kind's block. */
const GROUP_ITEM_BLOCKS: Record<string, Block> = {
  data: { slug: 'dataItem', fields: [text('value', { required: true }), text('label', { required: true })] },
  faq: { slug: 'faqItem', fields: [text('question', { required: true }), richText('answer')] },
  info: { slug: 'infoItem', fields: [text('title', { required: true }), richText('body'), image('image')] },
  testimony: { slug: 'testimonyItem', fields: [textarea('quote'), text('name', { required: true }), text('location'), image('image')] },
  item: { slug: 'item', fields: [text('title', { required: true }), richText('body'), image('image'), ...actionFields] },
  people: { slug: 'person', fields: teamMemberFields },
  location: refItem('locationRef', 't1-location', 'Location'),
  clinicPage: refItem('clinicPageRef', 'ui-clinic', 'Clinic page'),
  news: refItem('newsRef', 'ui-news', 'News article'),
  service: refItem('serviceRef', 'ui-service', 'Service'),
};
export const GROUP_LIST_KINDS = Object.keys(GROUP_ITEM_BLOCKS);

const widgetTags = readWidgetManifest();

export const widgetBlock: Block = {
  slug: 'widget',
  labels: { singular: 'Widget', plural: 'Widgets' },
  fields: [
    {
      name: 'tag',
      label: 'Widget',
      type: 'select',
      required: true,
      options: widgetTags.map((w) => ({ label: `${w.description || w.tagName} (${w.tagName})`, value: w.tagName })),
    },
    text('title'),
    {
      name: 'attributes',
      type: 'json',
      admin: { description: 'The widget\'s attributes by name, for example { "clinic-id": "..." }.' },
    },
  ],
};

export const layoutBlocks: Block[] = [
  { slug: 'appPromo', fields: [ref('promo', ['block-app-promo'], { required: true })] },
  { slug: 'article', fields: [text('title'), richText('body'), image('image')] },
  {
    slug: 'contactForm',
    fields: [
      text('name', { required: true, admin: { description: 'Where messages say they came from.' } } as never),
      text('anchor'),
      text('title'),
      textarea('summary'),
    ],
  },
  { slug: 'gallery', fields: [text('title'), { ...images('images'), required: true } as Field] },
  {
    slug: 'groupList',
    fields: [
      { name: 'kind', type: 'select', required: true, options: GROUP_LIST_KINDS },
      text('title'),
      textarea('summary'),
      {
        name: 'items',
        type: 'blocks',
        blocks: Object.values(GROUP_ITEM_BLOCKS),
        filterOptions: ({ siblingData }) => {
          const kind = (siblingData as { kind?: string } | undefined)?.kind;
          const block = kind ? GROUP_ITEM_BLOCKS[kind] : undefined;
          return block ? [block.slug] : [];
        },
      },
    ],
  },
  { slug: 'hero', fields: heroFields },
  { slug: 'heroCarousel', fields: [{ name: 'slides', type: 'array', required: true, minRows: 1, fields: heroFields }] },
  {
    slug: 'imageSeparator',
    fields: [image('image', { required: true }), { name: 'size', type: 'select', options: ['full', 'half'], defaultValue: 'full' }],
  },
  { slug: 'latestNews', fields: [text('title'), positiveInteger('limit'), refs('categories', ['t2-news-category'])] },
  { slug: 'newsletter', fields: [text('title'), textarea('summary')] },
  { slug: 'service', fields: [ref('service', ['ui-service'], { required: true })] },
  { slug: 'location', fields: [text('title'), ref('location', ['t1-location'], { required: true })] },
  {
    slug: 'shop',
    fields: [
      text('title'),
      textarea('summary'),
      text('category', { admin: { description: 'A shop category slug; empty for all.' } } as never),
      positiveInteger('limit'),
    ],
  },
  { slug: 'simpleHeader', fields: [text('title', { required: true }), text('subtitle'), image('image')] },
  {
    slug: 'twoColumnWithImage',
    fields: [
      text('title'),
      richText('body'),
      image('image'),
      { name: 'imagePosition', type: 'select', options: ['left', 'right'], defaultValue: 'right' },
      ...actionFields,
    ],
  },
  {
    slug: 'video',
    fields: [
      text('title'),
      { name: 'videoProvider', type: 'select', options: ['YouTube'], defaultValue: 'YouTube' },
      text('videoId', { required: true, maxLength: 500 } as never),
      { name: 'aspectRatio', type: 'select', options: ['16:9', '4:3', '1:1'], defaultValue: '16:9' },
    ],
  },
  {
    slug: 'teamList',
    fields: [
      text('title'),
      { name: 'display', type: 'select', options: ['cards', 'carousel'], defaultValue: 'cards' },
      { name: 'members', type: 'array', fields: teamMemberFields },
    ],
  },
  widgetBlock,
];
