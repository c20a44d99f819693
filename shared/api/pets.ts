// The signed-in client's pets: list (offset, limit; data.items), upsert,
// remove and the photo. Answers are parsed with shared/schemas/pets.ts.
import { PetAnswerSchema, PetListAnswerSchema, PetPhotoAnswerSchema } from '../schemas/pets';
import { parseAnswer } from './answer';
import type { ApiClient, CallOptions } from './http';
import type { PetInput, PetPhoto } from './payloads';
import type { Id } from '../schemas/answerFields';
import { createResource, seg } from './resource';

export function createPetsApi(client: ApiClient) {
  const pets = createResource<unknown, { offset?: number; limit?: number }, PetInput & { id?: Id }, unknown>(client, 'pet');
  return {
    list: async (page: { offset?: number; limit?: number } = {}, o?: CallOptions) => parseAnswer(PetListAnswerSchema, await pets.list(page, o), 'pet'),
    get: async (id: Id, o?: CallOptions) => parseAnswer(PetAnswerSchema, await pets.get(id, o), 'pet'),
    save: async (pet: PetInput & { id?: Id }, o?: CallOptions) => parseAnswer(PetAnswerSchema, await pets.save(pet, o), 'pet'),
    remove: (id: Id, o?: CallOptions) => pets.remove(id, o),
    /** PUT /api/v1/pet/{id}/addphoto → data.photoUrl */
    addPhoto: async (id: Id, photo: PetPhoto, o?: CallOptions) =>
      parseAnswer(PetPhotoAnswerSchema, await client.put<unknown>(`${pets.path}/${seg(id)}/addphoto`, { id, ...photo }, o), 'pet/addphoto'),
  };
}

export type PetsApi = ReturnType<typeof createPetsApi>;
