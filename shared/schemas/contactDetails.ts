// The contact part of the profile answer (shared/schemas/profile.ts), as forms that prefill a
// signed-in client's name, email and phone read it.
import type { Profile } from './profile';

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
export type ContactDetails = Pick<Profile, (typeof CONTACT_FIELDS)[number]>;
