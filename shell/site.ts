// Who this portal is for. One deployment of the shell serves one vet group; the page's
// <meta> tags (shell/index.html) say which, so a clinic group is configured without a
// rebuild. Everything the widgets need (vet-id, api-base, token-url) comes from here.
import { DEFAULT_VET_ID } from '../shared/api/config';

export interface Site {
  vetId: string;
  name: string;
  logoUrl: string;
  /** The API and content service live on the portal's own origin. */
  apiBase: string;
  tokenUrl: string;
  /**
   * The content service (Payload-style REST). The reference one lives on the portal's own
   * origin; a real Payload CMS with the same collections replaces it with
   * <meta name="content-api" content="https://cms.example.nz/api">.
   */
  contentBase: string;
  /** Account menu entries this group leaves out, by name ('Some entries can be omitted by name'). */
  accountMenuOmit: string[];
}

function meta(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return value || undefined;
}

export function readSite(): Site {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return {
    vetId: meta('vet-id') ?? DEFAULT_VET_ID,
    name: meta('site-name') ?? 'Tui Vets',
    logoUrl: meta('site-logo') ?? '/demo/assets/logo-tui-vets.svg',
    apiBase: origin,
    tokenUrl: '/auth/token',
    contentBase: (meta('content-api') ?? `${origin}/content/api`).replace(/\/+$/, ''),
    accountMenuOmit: (meta('account-menu-omit') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

export const site: Site = readSite();

/**
 * The server renders pages with no document to read the <meta> tags from: it configures the
 * site from the built index.html and its public origin (shell/entry-server.tsx).
 */
export function configureSite(values: Partial<Site>): void {
  Object.assign(site, values);
}
