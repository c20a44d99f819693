// Lookups: the app-store links of the app promo block.
import type { ApiClient, CallOptions } from './http';
import type { AppStoreLinks } from './types';

export function createLookupApi(client: ApiClient) {
  return {
    appStore: (o?: CallOptions) => client.get<AppStoreLinks>('/api/v1/lookup/appstore', undefined, o),
  };
}

export type LookupApi = ReturnType<typeof createLookupApi>;
