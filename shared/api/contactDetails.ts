// A signed-in client's name, email and phone for prefilling a form (booking, the older
// booking flow, feedback). Prefill is a courtesy: signed out, or any failure, is null.
import * as v from 'valibot';
import { ContactDetailsSchema, type ContactDetails } from '../schemas/contactDetails';
import type { ApiClient, CallOptions } from './http';
import { createProfileApi } from './profile';

export async function signedInContactDetails(client: ApiClient, options?: CallOptions): Promise<ContactDetails | null> {
  try {
    const parsed = v.safeParse(ContactDetailsSchema, await createProfileApi(client).get(options));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
