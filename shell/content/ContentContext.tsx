// The content client the pages read from, given by context so tests can hand in one over
// the demo seed instead of the network.
import { createContext, useContext, type ReactNode } from 'react';
import { createContentClient, type ContentClient } from '../../shared/content';
import { site } from '../site';

const defaultClient = (): ContentClient => createContentClient({ baseUrl: site.contentBase, vetId: site.vetId });

const ContentContext = createContext<ContentClient | null>(null);

let fallback: ContentClient | undefined;

/** The page's one client (its query cache lives as long as it does). */
export function pageContentClient(): ContentClient {
  fallback ??= defaultClient();
  return fallback;
}

export function ContentProvider({ client, children }: { client?: ContentClient | undefined; children: ReactNode }) {
  return <ContentContext.Provider value={client ?? pageContentClient()}>{children}</ContentContext.Provider>;
}

export function useContentClient(): ContentClient {
  return useContext(ContentContext) ?? pageContentClient();
}
