// The account's password asked again before a change only its owner may make (a new password,
// a new email, deleting the account). A stolen bearer token alone cannot make them, and
// guessing the password this way is limited as sign-in is (server/auth/rateLimit.ts).
import type { Context } from 'hono';
import { callerAddressKey } from '../http/callerAddress';
import type { AppEnv, AuthUser } from '../http/env';
import { unprocessable } from '../http/errors';
import { verifyPassword } from './passwords';
import { limitedCheck, PASSWORD_CHECK_FAILURES, PASSWORD_CHECK_FAILURES_PER_ADDRESS } from './rateLimit';

export const TOO_MANY_WRONG_PASSWORDS = 'Too many wrong passwords. Please wait 15 minutes and try again.';

/**
 * Goes on when `password` is the account's; otherwise 422 with `wrong` on `field`, or 429 with
 * Retry-After once this account (from this address) or this address has guessed too often.
 */
export async function requireCurrentPassword(c: Context<AppEnv>, user: AuthUser, password: string, wrong: string, field: string): Promise<void> {
  const { db, now } = c.get('deps');
  const address = callerAddressKey(c);
  const right = await limitedCheck(
    db,
    now(),
    [
      { limit: PASSWORD_CHECK_FAILURES, key: `${user.vetId}|user:${user.id}|${address}`, onSuccess: 'clear' },
      // Across vet groups, as sign-in's: one caller is one caller whichever group it names.
      { limit: PASSWORD_CHECK_FAILURES_PER_ADDRESS, key: address, onSuccess: 'give-back' },
    ],
    TOO_MANY_WRONG_PASSWORDS,
    async () => {
      const row = await db.one<{ password_hash: string | null }>('select password_hash from users where id = $1 and vet_id = $2', [user.id, user.vetId]);
      return verifyPassword(password, row?.password_hash);
    },
  );
  if (!right) throw unprocessable(wrong, { issues: { [field]: wrong } });
}
