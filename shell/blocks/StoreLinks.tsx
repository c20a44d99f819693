// Where the app is downloaded: the App Store and Google Play links of GET
// /api/v1/lookup/appstore. The download page, the footer's button and the
// banner's QR code all lead to a page that shows these; without them /download-app would
// only link to itself.
import { createApiClient } from '../../shared/api/http';
import { createLookupApi } from '../../shared/api/lookup';
import type { AppStoreLinks } from '../../shared/schemas/lookup';
import { useQuery } from '../content/useQuery';
import { safeHref } from '../RichText';
import { site } from '../site';

const loadLinks = (): Promise<AppStoreLinks> => createLookupApi(createApiClient({ apiBase: site.apiBase, vetId: site.vetId })).appStore();

const storeClass =
  'inline-flex min-h-12 items-center gap-3 rounded-xl bg-ink px-5 py-2 text-white hover:bg-black focus:outline-none focus-visible:ring-4 focus-visible:ring-primary';

export function StoreLinks() {
  const state = useQuery('lookup:appstore', loadLinks, { server: false });
  if (state.status === 'loading') return <p className="text-sm text-muted">Loading the download links…</p>;
  // A group without an app (404) or an unreachable API: say so rather than show nothing.
  if (state.status === 'error') return <p className="text-sm text-muted">The app download links are not available right now.</p>;
  const stores = [
    { href: safeHref(state.data.ios), icon: '', small: 'Download on the', name: 'App Store' },
    { href: safeHref(state.data.android), icon: '▶', small: 'Get it on', name: 'Google Play' },
  ];
  return (
    <ul aria-label="Download the app" className="flex flex-wrap gap-3">
      {stores.map(
        (store) =>
          store.href && (
            <li key={store.name}>
              <a href={store.href} className={storeClass} rel="noopener">
                <span aria-hidden="true" className="text-2xl">
                  {store.icon}
                </span>
                <span className="flex flex-col text-left leading-tight">
                  <span className="text-xs">{store.small}</span>
                  <span className="text-lg font-semibold">{store.name}</span>
                </span>
              </a>
            </li>
          ),
      )}
    </ul>
  );
}
