// The content client the pages read from, given by context so tests can hand in one over
// the demo seed instead of the network.
import { createContext, useContext, type ReactNode } from 'react';
import { createContentClient, type ContentClient } from '../../shared/content';
import { site } from '../site';

const defaultClient = (): ContentClient => createContentClient({ baseUrl: site.contentBase, vetId: site.vetId });

const ContentContext = createContext<ContentClient | null>(null);

export function ContentProvider({ client, children }: { client?: ContentClient | undefined; children: ReactNode }) {
  return <ContentContext.Provider value={client ?? defaultClient()}>{children}</ContentContext.Provider>;
}

let fallback: ContentClient | undefined;

export function useContentClient(): ContentClient {
  const client = useContext(ContentContext);
  if (client) return client;
  fallback ??= defaultClient();
  return fallback;
}
