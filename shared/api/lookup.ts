// Lookups: the app-store links of the app promo block, parsed with shared/schemas/lookup.ts.
import { AppStoreLinksAnswerSchema } from '../schemas/lookup';
import { parseAnswer } from './answer';
import type { ApiClient, CallOptions } from './http';

export function createLookupApi(client: ApiClient) {
  return {
    appStore: async (o?: CallOptions) => parseAnswer(AppStoreLinksAnswerSchema, await client.get('/api/v1/lookup/appstore', undefined, o), 'lookup/appstore'),
  };
}

export type LookupApi = ReturnType<typeof createLookupApi>;
