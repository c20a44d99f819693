// A signed-in client's name, email and phone for prefilling a form (booking, the older
// booking flow, feedback). Prefill is a courtesy: signed out, or any failure, is null.
import type { ContactDetails } from '../schemas/contactDetails';
import type { ApiClient, CallOptions } from './http';
import { createProfileApi } from './profile';

export async function signedInContactDetails(client: ApiClient, options?: CallOptions): Promise<ContactDetails | null> {
  try {
    const { firstName, lastName, email, phone } = await createProfileApi(client).get(options);
    return { firstName, lastName, email, phone };
  } catch {
    return null;
  }
}
