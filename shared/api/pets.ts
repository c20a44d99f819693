// The signed-in client's pets (spec 2 section 7): list (offset, limit; data.items), upsert,
// remove and the photo.
import type { ApiClient, CallOptions } from './http';
import type { PetInput, PetPhoto } from './payloads';
import { createResource, seg, type Id } from './resource';

export function createPetsApi(client: ApiClient) {
  const pets = createResource<unknown, { offset?: number; limit?: number }, PetInput & { id?: Id }>(client, 'pet');
  return {
    list: (page: { offset?: number; limit?: number } = {}, o?: CallOptions) => pets.list(page, o),
    get: (id: Id, o?: CallOptions) => pets.get(id, o),
    save: (pet: PetInput & { id?: Id }, o?: CallOptions) => pets.save(pet, o),
    remove: (id: Id, o?: CallOptions) => pets.remove(id, o),
    /** PUT /api/v1/pet/{id}/addphoto → data.photoUrl */
    addPhoto: (id: Id, photo: PetPhoto, o?: CallOptions) => client.put<unknown>(`${pets.path}/${seg(id)}/addphoto`, { id, ...photo }, o),
  };
}

export type PetsApi = ReturnType<typeof createPetsApi>;
