// A sign-in for an email with no account fails as slowly as a wrong password. Payload refuses an
// unknown email before it hashes anything, so the answer came back hundreds of milliseconds
// sooner and told anyone timing it which emails are editors'. Before such a sign-in, the same
// work a password check does is done on a throwaway salt.
import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { CollectionBeforeOperationHook } from 'payload';

// Payload's current password hash (payload/dist/auth/strategies/local/generatePasswordSaltHash.js):
// PBKDF2-SHA256, 600,000 iterations, 32 bytes. Kept in step with the installed Payload.
const ITERATIONS = 600_000;
const KEY_LENGTH = 32;
const hashLikeAPasswordCheck = promisify(pbkdf2);

export const unknownEmailTakesAsLong: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return args;
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data;
  const email = typeof data?.email === 'string' ? data.email.trim().toLowerCase() : '';
  if (!email) return args;
  const found = await req.payload.count({ collection: collection.slug, where: { email: { equals: email } }, overrideAccess: true, req });
  if (found.totalDocs === 0) {
    const password = typeof data?.password === 'string' ? data.password : '';
    await hashLikeAPasswordCheck(password, randomBytes(32).toString('hex'), ITERATIONS, KEY_LENGTH, 'sha256');
  }
  return args;
};
