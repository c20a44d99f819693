// The signed-in client's profile, delivery addresses, password and account deletion
// (spec 2 section 7). Answers are returned unparsed: the widget that calls checks them.
import type { ApiClient, CallOptions } from './http';
import type { AddressInput, PasswordChange, ProfileInput } from './payloads';
import { createResource, seg, type Id } from './resource';

export function createProfileApi(client: ApiClient) {
  const addresses = createResource<unknown, Record<string, never>, AddressInput>(client, 'profile/address');
  return {
    get: (o?: CallOptions) => client.get<unknown>('/api/v1/profile', undefined, o),
    /** POST or PUT /api/v1/profile: the generic pattern (PUT when the profile has an id). */
    save: (profile: ProfileInput, o?: CallOptions) => client.put<unknown>('/api/v1/profile', profile, o),
    /** The account's password, asked again: deletion cannot be done with a borrowed token alone. */
    deleteAccount: (password: string, o?: CallOptions) => client.request<void>('/api/v1/profile/delete', { ...o, method: 'DELETE', body: { password } }),
    changePassword: (change: PasswordChange, o?: CallOptions) => client.put<void>('/api/v1/profile/changepassword', change, o),
    addresses: {
      list: (o?: CallOptions) => addresses.list(undefined, o),
      save: (address: AddressInput, o?: CallOptions) => addresses.save(address, o),
      remove: (id: Id, o?: CallOptions) => addresses.remove(id, o),
      setDefault: (id: Id, o?: CallOptions) => client.put<unknown>(`${addresses.path}/${seg(id)}/setdefault`, undefined, o),
    },
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;
