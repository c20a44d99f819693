// The contact part of the profile answer (GET /api/v1/profile), as forms that prefill a
// signed-in client's name, email and phone read it: missing or null fields read as empty.
import * as v from 'valibot';

const field = v.optional(v.nullable(v.string()), '');

export const ContactDetailsSchema = v.looseObject({ firstName: field, lastName: field, email: field, phone: field });
export type ContactDetails = v.InferOutput<typeof ContactDetailsSchema>;

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
