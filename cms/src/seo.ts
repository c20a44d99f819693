// Each page, clinic page and news article carries its own search-engine title, description and
// image (Payload's SEO plugin: length guidance and a search preview in the admin). The portal
// writes them into the page's head (shared/content/seoMeta.ts), ahead of the route's meta-seo
// document and the page's own words.
import { seoPlugin } from '@payloadcms/plugin-seo';
import { contentPath } from '../../shared/content/paths';
import { plainText } from '../../shared/content/richText';
import { PORTAL_URL } from './portal';

export const SEO_COLLECTIONS = ['ui-page', 'ui-clinic', 'ui-news'] as const;

type Doc = { title?: unknown; slug?: unknown; id?: unknown; article?: { title?: unknown; summary?: unknown; body?: unknown }; layout?: unknown };

const words = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A first draft of the title: the document's own, as the portal titles it. */
export function suggestTitle(doc: Doc): string {
  return words(doc.title) || words(doc.article?.title);
}

/** A first draft of the description: a news summary, else the first words a block gives. */
export function suggestDescription(doc: Doc): string {
  const fromNews = words(doc.article?.summary) || plainText(doc.article?.body);
  if (fromNews) return fromNews.slice(0, 150);
  for (const block of Array.isArray(doc.layout) ? doc.layout : []) {
    const b = block as { summary?: unknown; subtitle?: unknown; body?: unknown };
    const text = words(b.summary) || words(b.subtitle) || plainText(b.body);
    if (text) return text.slice(0, 150);
  }
  return '';
}

export const seo = seoPlugin({
  collections: [...SEO_COLLECTIONS],
  uploadsCollection: 'media',
  tabbedUI: false,
  generateTitle: ({ doc }) => suggestTitle(doc as Doc),
  generateDescription: ({ doc }) => suggestDescription(doc as Doc),
  // The search preview's address: where the portal shows the document.
  generateURL: ({ doc, collectionConfig }) => `${PORTAL_URL}${contentPath(collectionConfig?.slug, doc) ?? '/'}`,
});
