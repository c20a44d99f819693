// The blocks of a page's `layout` (ui-page, ui-clinic), one per kind the portal renders
// (shared/content/blocks.ts). Slugs are the portal's `blockType`s and fields its field names.
import { BLOCK_GUIDE, blockThumbnail } from './blockGuide';
import type { Block, Field } from 'payload';
import { toWords } from 'payload/shared';
import {
  actionFields,
  anchorField,
  heroFields,
  wordOptions,
  image,
  images,
  ref,
  refs,
  richText,
  teamMemberFields,
  text,
  textarea,
  type ContentCollectionSlug,
} from './fields';
import { attributeField, parseRule } from './attributeRules';
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

/** Attributes the portal sets itself on every widget (its vet group, its token proxy, when its code loads). */
const PORTAL_ATTRIBUTES = new Set(['vet-id', 'api-base', 'token', 'token-url', 'loading']);

/** Which tags declare each attribute, what it means and its rule (the first declaration's). */
const declared = new Map<string, { tags: Set<string>; description: string; rule: string }>();
for (const widget of widgetTags) {
  for (const attribute of widget.attributes) {
    if (PORTAL_ATTRIBUTES.has(attribute.name)) continue;
    const entry = declared.get(attribute.name) ?? { tags: new Set<string>(), description: attribute.description, rule: attribute.rule };
    entry.tags.add(widget.tagName);
    declared.set(attribute.name, entry);
  }
}

/** Only the chosen tag's attributes are kept: switching the tag leaves nothing of the old one. */
export function attributesOf(tag: unknown, value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof value !== 'object' || value === null) return out;
  for (const [name, v] of Object.entries(value)) if (typeof tag === 'string' && declared.get(name)?.tags.has(tag)) out[name] = v;
  return out;
}

/**
 * One field per attribute any widget declares (custom-elements.json), named as the attribute
 * so the portal sets it as it is, and shown only for the tags that declare it.
 */
const attributeFields: Field[] = [...declared].map(([name, { tags, description, rule }]) =>
  attributeField(
    name,
    // first-name -> "First name": the element's attribute stays the field's name.
    name.charAt(0).toUpperCase() + name.slice(1).replaceAll('-', ' '),
    description,
    // Pickers for the API's ids, choices as a list, and each value checked on save against the widget's own rule.
    parseRule(rule),
    (_data: unknown, _sibling: unknown, { blockData }: { blockData?: { tag?: string } }) => Boolean(blockData?.tag && tags.has(blockData.tag)),
  ),
);

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
    anchorField,
    {
      name: 'attributes',
      type: 'group',
      admin: { description: 'What this widget shows; the portal sets the vet group and the sign-in itself.' },
      fields: attributeFields,
      hooks: { beforeChange: [({ value, siblingData }) => attributesOf((siblingData as { tag?: unknown }).tag, value)] },
    },
  ],
};

/**
 * Each block's row in the admin names it by its title (src/components/BlockLabel.tsx); the
 * picker shows its sketch and when to use it (src/blockGuide.ts).
 */
function labelledByTitle(block: Block): Block {
  const blockLabel = typeof block.labels?.singular === 'string' ? block.labels.singular : toWords(block.slug);
  const guide = BLOCK_GUIDE[block.slug];
  return {
    ...block,
    ...(guide ? { imageURL: blockThumbnail(block.slug), imageAltText: guide.when } : {}),
    admin: { ...block.admin, components: { ...block.admin?.components, Label: { path: '/components/BlockLabel#BlockLabel', clientProps: { blockLabel } } } },
  };
}

export const layoutBlocks: Block[] = (
  [
    { slug: 'appPromo', fields: [ref('promo', ['block-app-promo'], { required: true })] },
    { slug: 'article', fields: [text('title'), richText('body'), image('image'), anchorField] },
    {
      slug: 'contactForm',
      fields: [text('name', { required: true, admin: { description: 'Where messages say they came from.' } }), anchorField, text('title'), textarea('summary')],
    },
    { slug: 'gallery', fields: [text('title'), { ...images('images'), required: true } as Field] },
    {
      slug: 'groupList',
      fields: [
        { name: 'kind', type: 'select', required: true, options: wordOptions(GROUP_LIST_KINDS) },
        text('title'),
        textarea('summary'),
        {
          name: 'items',
          type: 'blocks',
          blocks: Object.values(GROUP_ITEM_BLOCKS).map(labelledByTitle),
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
      fields: [image('image', { required: true }), { name: 'size', type: 'select', options: wordOptions(['full', 'half']), defaultValue: 'full' }],
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
        attributeField('category', 'Category', 'The shop category shown; empty for all.', parseRule('shop-category'), undefined),
        // The shop widget's own bounds (its manifest rule for limit).
        { ...positiveInteger('limit'), max: 100 } as Field,
      ],
    },
    { slug: 'simpleHeader', fields: [text('title', { required: true }), text('subtitle'), image('image')] },
    {
      slug: 'twoColumnWithImage',
      fields: [
        text('title'),
        richText('body'),
        image('image'),
        { name: 'imagePosition', type: 'select', options: wordOptions(['left', 'right']), defaultValue: 'right' },
        ...actionFields,
      ],
    },
    {
      slug: 'video',
      fields: [
        text('title'),
        { name: 'videoProvider', type: 'select', options: ['YouTube'], defaultValue: 'YouTube' },
        text('videoId', { required: true, maxLength: 500 }),
        { name: 'aspectRatio', type: 'select', options: ['16:9', '4:3', '1:1'], defaultValue: '16:9' },
      ],
    },
    {
      slug: 'teamList',
      fields: [
        text('title'),
        { name: 'display', type: 'select', options: wordOptions(['cards', 'carousel']), defaultValue: 'cards' },
        { name: 'members', type: 'array', fields: teamMemberFields },
      ],
    },
    widgetBlock,
  ] satisfies Block[]
).map(labelledByTitle);
