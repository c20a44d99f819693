// The blocks of a page's `layout` (demo/seed/README.md, 'Blocks'), one schema per kind.
// Each block is parsed on its own, so one malformed block is skipped, not the page.
import * as v from 'valibot';
import { ActionFields, GalleryImageSchema, RichTextSchema, TeamMemberSchema } from './docs';
import { ImageSchema } from './images';

const text = v.nullish(v.string());
const base = { id: v.nullish(v.string()) };

export const HeroFieldsSchema = v.object({
  title: v.string(),
  subtitle: text,
  summary: text,
  images: v.nullish(v.array(ImageSchema)),
  ...ActionFields,
  actionButtonLabel2: text,
  actionButtonTargetUrl2: text,
});
export type HeroFields = v.InferOutput<typeof HeroFieldsSchema>;

export const GROUP_LIST_KINDS = ['data', 'faq', 'info', 'location', 'people', 'testimony', 'item', 'clinicPage', 'news', 'service'] as const;

export const BlockSchema = v.variant('blockType', [
  v.object({ ...base, blockType: v.literal('appPromo'), promo: v.unknown() }),
  v.object({ ...base, blockType: v.literal('article'), anchor: text, title: text, body: v.nullish(RichTextSchema), image: v.nullish(ImageSchema) }),
  v.object({ ...base, blockType: v.literal('contactForm'), name: v.string(), anchor: text, title: text, summary: text }),
  v.object({ ...base, blockType: v.literal('gallery'), title: text, images: v.array(GalleryImageSchema) }),
  v.object({
    ...base,
    blockType: v.literal('groupList'),
    kind: v.picklist(GROUP_LIST_KINDS),
    title: text,
    summary: text,
    items: v.nullish(v.array(v.unknown())),
  }),
  v.object({ ...base, blockType: v.literal('hero'), ...HeroFieldsSchema.entries }),
  v.object({ ...base, blockType: v.literal('heroCarousel'), slides: v.array(HeroFieldsSchema) }),
  v.object({ ...base, blockType: v.literal('imageSeparator'), image: ImageSchema, size: v.nullish(v.picklist(['full', 'half'])) }),
  v.object({
    ...base,
    blockType: v.literal('latestNews'),
    title: text,
    limit: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1))),
    categories: v.nullish(v.array(v.unknown())),
  }),
  v.object({ ...base, blockType: v.literal('newsletter'), title: text, summary: text }),
  v.object({ ...base, blockType: v.literal('service'), service: v.unknown() }),
  v.object({ ...base, blockType: v.literal('location'), title: text, location: v.unknown() }),
  v.object({
    ...base,
    blockType: v.literal('shop'),
    title: text,
    summary: text,
    category: text,
    limit: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1))),
  }),
  v.object({ ...base, blockType: v.literal('simpleHeader'), title: v.string(), subtitle: text, image: v.nullish(ImageSchema) }),
  v.object({
    ...base,
    blockType: v.literal('twoColumnWithImage'),
    title: text,
    body: v.nullish(RichTextSchema),
    image: v.nullish(ImageSchema),
    imagePosition: v.nullish(v.picklist(['left', 'right'])),
    ...ActionFields,
  }),
  v.object({
    ...base,
    blockType: v.literal('video'),
    title: text,
    videoProvider: text,
    // An id or a pasted link; Video decides what plays (videoSource) and what is refused.
    videoId: v.pipe(v.string(), v.maxLength(500)),
    aspectRatio: text,
  }),
  v.object({
    ...base,
    blockType: v.literal('teamList'),
    title: text,
    display: v.nullish(v.picklist(['cards', 'carousel'])),
    members: v.array(TeamMemberSchema),
  }),
  v.object({
    ...base,
    blockType: v.literal('widget'),
    anchor: text,
    tag: v.string(),
    title: text,
    attributes: v.nullish(v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()]))),
  }),
]);

export type Block = v.InferOutput<typeof BlockSchema>;
export type BlockType = Block['blockType'];
export type BlockOf<T extends BlockType> = Extract<Block, { blockType: T }>;
export type GroupListKind = (typeof GROUP_LIST_KINDS)[number];

/** The blocks of a layout that parse, in order. */
export function parseBlocks(layout: readonly unknown[] | null | undefined): Block[] {
  const out: Block[] = [];
  for (const raw of layout ?? []) {
    const parsed = v.safeParse(BlockSchema, raw);
    if (parsed.success) out.push(parsed.output);
    else if (import.meta.env?.DEV) console.warn('Skipped a content block that does not fit its schema', raw, parsed.issues);
  }
  return out;
}

// The items of a group list, one schema per kind the portal shows.
export const DataItemSchema = v.object({ id: v.string(), value: v.string(), label: v.string() });
export const FaqItemSchema = v.object({ id: v.string(), question: v.string(), answer: v.nullish(RichTextSchema) });
export const InfoItemSchema = v.object({ id: v.string(), title: v.string(), body: v.nullish(RichTextSchema), image: v.nullish(ImageSchema) });
export const TestimonyItemSchema = v.object({ id: v.string(), quote: v.string(), name: v.string(), location: text, image: v.nullish(ImageSchema) });
export const ItemSchema = v.object({ id: v.string(), title: v.string(), body: v.nullish(RichTextSchema), image: v.nullish(ImageSchema), ...ActionFields });
