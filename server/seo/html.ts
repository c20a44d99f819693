// Writes a page's head into the shell's index.html, for crawlers and link previews that run
// no JavaScript. The same tags the shell sets in the browser (shell/seo.ts applyHead), so
// its later updates find and change them rather than adding duplicates.
import { escapeHtml } from '../../shared/format/html';
import type { PageHead } from './content';

/** The content of `<meta name="{name}">` in the built shell (site name, vet id). */
export function metaContent(html: string, name: string): string | undefined {
  const tag = new RegExp(`<meta\\s+name="${name}"\\s+content="([^"]*)"`, 'i').exec(html);
  return tag?.[1]?.trim() || undefined;
}

/** The html with `<meta name="{name}" content="{content}">`, replacing one that is there. */
export function withMeta(html: string, name: string, content: string): string {
  const tag = `<meta name="${name}" content="${escapeHtml(content)}" />`;
  const existing = new RegExp(`<meta\\s+name="${name}"[^>]*>`, 'i');
  return existing.test(html) ? html.replace(existing, () => tag) : html.replace(/<\/head>/i, () => `    ${tag}\n  </head>`);
}

/**
 * An early connection to another origin the page will load from (the CMS's images): on a slow
 * phone network its DNS, TCP and TLS otherwise come after the HTML names the first image.
 */
export function withPreconnect(html: string, origin: string): string {
  const tag = `<link rel="preconnect" href="${escapeHtml(origin)}" />`;
  if (html.includes(tag)) return html;
  // After the charset (which must come first), else first in the head.
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  return charset.test(html) ? html.replace(charset, (meta) => `${meta}\n    ${tag}`) : html.replace(/<head>/i, (head) => `${head}\n    ${tag}`);
}

export function injectHead(html: string, head: PageHead, pageUrl: string, siteName: string): string {
  const absolute = (url: string) => {
    try {
      const resolved = new URL(url, pageUrl);
      return /^https?:$/.test(resolved.protocol) ? resolved.href : undefined;
    } catch {
      return undefined;
    }
  };
  const image = head.image ? absolute(head.image) : undefined;
  const tags: [string, string, string | undefined][] = [
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:type', head.type ?? 'website'],
    ['property', 'og:site_name', siteName],
    ['property', 'og:url', pageUrl.split('#')[0]],
    ['property', 'og:image', image],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
  ];
  const page = new URL(pageUrl);
  const meta = [
    ...tags
      .filter((t): t is [string, string, string] => Boolean(t[2]))
      .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`),
    // One address per page for search engines: a query (?utm_…, ?vet-page=2) is not another page.
    `<link rel="canonical" href="${escapeHtml(page.origin + page.pathname)}" />`,
  ].join('\n    ');
  let out = html.replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(head.title)}</title>`);
  // The page's own description replaces the site's default; without one the default stays.
  if (head.description) out = out.replace(/<meta\s+name="description"[^>]*>/i, `<meta name="description" content="${escapeHtml(head.description)}" />`);
  return out.replace(/<\/head>/i, `  ${meta}\n  </head>`);
}

export function sitemapXml(origin: string, routes: { path: string; lastModified?: string | undefined }[]): string {
  const urls = routes
    .map((r) => `  <url><loc>${escapeHtml(origin + r.path)}</loc>${r.lastModified ? `<lastmod>${r.lastModified}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
