// Species for pet forms (both specs): a list of single id-to-name maps.
import type { ApiClient, CallOptions } from './http';
import type { IdNameMap } from './types';

export function createSpeciesApi(client: ApiClient) {
  return {
    list: (o?: CallOptions) => client.get<IdNameMap[]>('/api/v2/species', undefined, o),
  };
}

export type SpeciesApi = ReturnType<typeof createSpeciesApi>;
