// Where the content is: the group's CMS when CONTENT_API_URL names one (cms/, Payload's REST
// API), else this server's own content service. Everything the server reads of the content
// (SEO tags, the sitemap, a fundraiser's prices) asks here, so it reads what the portal shows.
import type { Deps } from '../http/env';
import { remoteContentStore } from './remote-store';
import type { ContentStore } from './service';
import { sqlContentStore } from './sql-store';

const remoteStores = new Map<string, ContentStore>();

export function contentStoreOf(deps: Pick<Deps, 'config' | 'db'>): ContentStore {
  const remote = deps.config.contentApiUrl;
  if (!remote) return sqlContentStore(deps.db);
  let store = remoteStores.get(remote);
  if (!store) remoteStores.set(remote, (store = remoteContentStore(remote)));
  return store;
}
