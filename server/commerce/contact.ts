// Who an order is for: the checkout and the fundraiser take the same contact fields, and a
// signed-in buyer's come from the account.
import type { Contact } from '../../shared/schemas/checkout';
import type { Db } from '../db/index';
import type { AuthUser } from '../http/env';

/**
 * Signed in, the account's contact fields (read-only on the page), each one as sent where the
 * account has none; a guest's as sent.
 */
export async function contactFor(db: Db, user: AuthUser | undefined, given: Contact): Promise<Contact> {
  if (!user) return given;
  const account = await db.one<{ first_name: string; last_name: string; email: string; phone: string }>(
    'select first_name, last_name, email, phone from users where id = $1 and vet_id = $2',
    [user.id, user.vetId],
  );
  return {
    firstName: account?.first_name || given.firstName,
    lastName: account?.last_name || given.lastName,
    email: account?.email || given.email,
    phone: account?.phone || given.phone,
  };
}
