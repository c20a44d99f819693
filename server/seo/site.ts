// Which vet group and site the built shell serves: its index.html's <meta> tags, the same ones
// the shell reads in the browser (shell/site.ts). One reading for the SEO tags, the sitemap
// and the server's rendering of pages.
import { metaContent } from './html';

export const DEFAULT_VET_ID = 'tui-vets';
export const DEFAULT_SITE_NAME = 'Tui Vets';
const DEFAULT_LOGO = '/demo/assets/logo-tui-vets.svg';

export interface ShellSite {
  vetId: string;
  name: string;
  logoUrl: string;
  /** The content API's base when the page names one (a CMS elsewhere); undefined: this server's. */
  contentApi: string | undefined;
  accountMenuOmit: string[];
}

export function siteOf(html: string | undefined): ShellSite {
  const meta = (name: string) => (html && metaContent(html, name)) || undefined;
  return {
    vetId: meta('vet-id') ?? DEFAULT_VET_ID,
    name: meta('site-name') ?? DEFAULT_SITE_NAME,
    logoUrl: meta('site-logo') ?? DEFAULT_LOGO,
    contentApi: meta('content-api')?.replace(/\/+$/, ''),
    accountMenuOmit: (meta('account-menu-omit') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
