// The signed-in client's profile, delivery addresses, password and account deletion.
// Answers are parsed with the schemas of shared/schemas/profile.ts.
import { AddressAnswerSchema, AddressListAnswerSchema, ProfileAnswerSchema } from '../schemas/profile';
import { SignedInSiteListAnswerSchema } from '../schemas/signedInSites';
import { ReminderChoicesAnswerSchema, type ReminderChoices } from '../schemas/reminders';
import { parseAnswer } from './answer';
import type { ApiClient, CallOptions } from './http';
import type { AddressInput, PasswordChange, ProfileInput } from './payloads';
import type { Id } from '../schemas/answerFields';
import { createResource, seg } from './resource';

export function createProfileApi(client: ApiClient) {
  const addresses = createResource<unknown, Record<string, never>, AddressInput>(client, 'profile/address');
  return {
    get: async (o?: CallOptions) => parseAnswer(ProfileAnswerSchema, await client.get('/api/v1/profile', undefined, o), 'profile'),
    /** POST or PUT /api/v1/profile: the generic pattern (PUT when the profile has an id). */
    save: async (profile: ProfileInput, o?: CallOptions) => parseAnswer(ProfileAnswerSchema, await client.put('/api/v1/profile', profile, o), 'profile'),
    /** The account's password, asked again: deletion cannot be done with a borrowed token alone. */
    deleteAccount: (password: string, o?: CallOptions) => client.request<void>('/api/v1/profile/delete', { ...o, method: 'DELETE', body: { password } }),
    changePassword: (change: PasswordChange, o?: CallOptions) => client.put<void>('/api/v1/profile/changepassword', change, o),
    /** Sites signed in with the account through the sign-in popup; the portal's own sign-in only. */
    sites: {
      list: async (o?: CallOptions) =>
        parseAnswer(SignedInSiteListAnswerSchema, await client.get('/api/v1/profile/sites', undefined, o), 'profile/sites').items,
      signOut: (id: string, o?: CallOptions) => client.request<void>(`/api/v1/profile/sites/${seg(id)}`, { ...o, method: 'DELETE' }),
    },
    /** Which reminder emails the client gets (appointment, vaccination). */
    reminders: {
      get: async (o?: CallOptions) =>
        parseAnswer(ReminderChoicesAnswerSchema, await client.get('/api/v1/profile/reminders', undefined, o), 'profile/reminders'),
      save: async (choices: Partial<ReminderChoices>, o?: CallOptions) =>
        parseAnswer(ReminderChoicesAnswerSchema, await client.put('/api/v1/profile/reminders', choices, o), 'profile/reminders'),
    },
    addresses: {
      list: async (o?: CallOptions) => parseAnswer(AddressListAnswerSchema, await addresses.list(undefined, o), 'profile/address').items,
      save: async (address: AddressInput, o?: CallOptions) => parseAnswer(AddressAnswerSchema, await addresses.save(address, o), 'profile/address'),
      remove: (id: Id, o?: CallOptions) => addresses.remove(id, o),
      setDefault: (id: Id, o?: CallOptions) => client.put<unknown>(`${addresses.path}/${seg(id)}/setdefault`, undefined, o),
    },
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;
