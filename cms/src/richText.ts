// The rich text editor offers what the portal renders and nothing more (shared/content/richText.ts
// reads it, widgets/kit/RichText.tsx renders it): paragraphs, headings, bold, italic, underline,
// lists, quotes, links (to a page of the portal or a web address) and images with alt text.
// Alignment, indents, code, tables and the like would be dropped on the portal, so the editor
// does not offer them.
import {
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnderlineFeature,
  UnorderedListFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical';
import type { FieldAffectingData, FieldHook, TextField } from 'payload';
import { safeHref, tryLink } from '../../shared/format/link';
import { LINKABLE_COLLECTIONS } from '../../shared/content/paths';

/** A menu entry goes to a page: no e-mail or phone links there. */
export const MENU_LINK_MESSAGE = 'A path on this site, for example /shop, or a whole web address, for example https://www.tuivets.nz/hours.';

export const LINK_URL_MESSAGE = 'Type the whole address, for example https://www.tuivets.nz/hours or /contact.';

/** A site path, an e-mail or phone link as it is; anything else as a web address ('www.x.nz' -> 'https://www.x.nz/'); null when it is neither. */
export function linkUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (/^(\/|#|\?|mailto:|tel:)/i.test(trimmed)) return safeHref(trimmed);
  return tryLink(trimmed);
}

const normalise: FieldHook = ({ value, siblingData }) =>
  (siblingData as { linkType?: string }).linkType === 'internal' ? undefined : (linkUrl(value) ?? value);

/** Payload's link address: checked as the portal reads it (Payload's own accepts a bare "https://"). */
function linkFields({ defaultFields }: { defaultFields: FieldAffectingData[] }): FieldAffectingData[] {
  return defaultFields.map((field) => {
    if (!('name' in field) || field.name !== 'url') return field;
    const url = field as TextField;
    return {
      ...url,
      hooks: { ...url.hooks, beforeChange: [normalise] },
      validate: (value: unknown, { siblingData }: { siblingData: unknown }) =>
        (siblingData as { linkType?: string }).linkType === 'internal' || linkUrl(value) ? true : LINK_URL_MESSAGE,
    } as FieldAffectingData;
  });
}

export const editor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    // h1..h3: the portal's heading-one..three, drawn under the page's own title (h2 to h4 there).
    // h1..h3: the portal's heading-one..three, drawn under the page's own title (h2 to h4 there).
    HeadingFeature({ enabledHeadingSizes: ['h1', 'h2', 'h3'] }),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    BlockquoteFeature(),
    LinkFeature({ enabledCollections: [...LINKABLE_COLLECTIONS], fields: linkFields }),
    // The media document's own alt text goes with the image (required there).
    UploadFeature({ collections: { media: { fields: [] } } }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
});
