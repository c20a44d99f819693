// Where the content is: the group's CMS when CONTENT_API_URL names one (cms/, Payload's REST
// API), else this server's own content service. Everything the server reads of the content
// (SEO tags, the sitemap, a fundraiser's prices, the /content/api routes) asks here, so it
// reads what the portal shows.
import type { Deps } from '../http/env';
import { cmsContentReader } from './cms-reader';
import { remoteContentStore } from './remote-store';
import { storeReader, type ContentReader, type ContentStore } from './service';
import { sqlContentStore } from './sql-store';

const remoteStores = new Map<string, ContentStore>();
const cmsReaders = new Map<string, ContentReader>();

export function contentStoreOf(deps: Pick<Deps, 'config' | 'db'>): ContentStore {
  const remote = deps.config.contentApiUrl;
  if (!remote) return sqlContentStore(deps.db);
  let store = remoteStores.get(remote);
  if (!store) remoteStores.set(remote, (store = remoteContentStore(remote)));
  return store;
}

/** The /content/api routes' reads: the CMS's own answers, or the reads over this server's documents. */
export function contentReaderOf(deps: Pick<Deps, 'config' | 'db'>): ContentReader {
  const remote = deps.config.contentApiUrl;
  if (!remote) return storeReader(sqlContentStore(deps.db));
  let reader = cmsReaders.get(remote);
  if (!reader) cmsReaders.set(remote, (reader = cmsContentReader(remote)));
  return reader;
}
