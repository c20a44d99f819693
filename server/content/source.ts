// Where the content is: the group's CMS when CONTENT_API_URL names one (cms/, Payload's REST
// API), else this server's own content service. Everything the server reads of the content
// (SEO tags, the sitemap, a fundraiser's prices, the /content/api routes) asks here, so it
// reads what the portal shows.
import type { Deps } from '../http/env';
import { cmsContentReader } from './cms-reader';
import { remoteContentStore } from './remote-store';
import { storeReader, type ContentReader, type ContentStore } from './service';
import { sqlContentStore } from './sql-store';

/** One per CMS address, made on first use and kept. */
function perAddress<T>(make: (url: string) => T): (url: string) => T {
  const kept = new Map<string, T>();
  return (url) => {
    let made = kept.get(url);
    if (!made) kept.set(url, (made = make(url)));
    return made;
  };
}

const remoteStore = perAddress((url) => remoteContentStore(url));
const cmsReader = perAddress((url) => cmsContentReader(url));

export function contentStoreOf(deps: Pick<Deps, 'config' | 'db'>): ContentStore {
  const remote = deps.config.contentApiUrl;
  return remote ? remoteStore(remote) : sqlContentStore(deps.db);
}

/** The /content/api routes' reads: the CMS's own answers, or the reads over this server's documents. */
export function contentReaderOf(deps: Pick<Deps, 'config' | 'db'>): ContentReader {
  const remote = deps.config.contentApiUrl;
  return remote ? cmsReader(remote) : storeReader(sqlContentStore(deps.db));
}
