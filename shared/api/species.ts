// Species for pet forms (both specs): a list of single id-to-name maps, read flat
// (shared/schemas/pets.ts).
import { SpeciesListAnswerSchema } from '../schemas/pets';
import { parseAnswer } from './answer';
import type { ApiClient, CallOptions } from './http';

export function createSpeciesApi(client: ApiClient) {
  return {
    list: async (o?: CallOptions) => parseAnswer(SpeciesListAnswerSchema, await client.get<unknown>('/api/v2/species', undefined, o), 'species'),
  };
}

export type SpeciesApi = ReturnType<typeof createSpeciesApi>;
