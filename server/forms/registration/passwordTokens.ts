// Set-password links for newly registered accounts (which have no password yet). The link
// carries a random token; the database keeps only its SHA-256, the token works once, and it
// expires. Using it sets the password and spends every other link of that account.
import * as v from 'valibot';
import { hashLinkToken as sha256, newLinkToken } from '../../auth/linkTokens';
import { hashPassword } from '../../auth/passwords';
import type { Db, Queryable } from '../../db/index';
import { groupWords, PASSWORD_MIN, PASSWORD_TOO_SHORT, passwordProblem } from '../../auth/passwordPolicy';
import { badRequest, unprocessable } from '../../http/errors';
import { requiredText } from '../../../shared/schemas/fields';

export const SET_PASSWORD_TTL_DAYS = 7;
export const LINK_INVALID = 'This link has expired or has already been used. Please contact your clinic for a new one.';
export const PASSWORD_REQUIRED = 'A password is required';
export { PASSWORD_MIN, PASSWORD_TOO_SHORT };
export const PASSWORD_MISMATCH = 'The passwords do not match';

export const SetPasswordSchema = v.pipe(
  v.object(
    {
      token: requiredText(LINK_INVALID, 200, LINK_INVALID),
      password: v.config(
        v.pipe(
          v.nullish(v.string(PASSWORD_REQUIRED), ''),
          v.nonEmpty(PASSWORD_REQUIRED),
          v.minLength(PASSWORD_MIN, PASSWORD_TOO_SHORT),
          v.maxLength(200, 'Your password is too long'),
        ),
        { abortPipeEarly: true },
      ),
      confirmPassword: v.nullish(v.string(PASSWORD_MISMATCH), ''),
    },
    'The request body must be a JSON object.',
  ),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, PASSWORD_MISMATCH),
    ['confirmPassword'],
  ),
);
export type SetPasswordInput = v.InferOutput<typeof SetPasswordSchema>;

/**
 * A new link token for the user; the caller mails it. Registration links last a week; a
 * forgot-password link (server/auth/forgotPassword.ts) passes an hour.
 */
export async function createSetPasswordToken(
  db: Queryable,
  vetId: string,
  userId: number,
  now: Date,
  ttlMs = SET_PASSWORD_TTL_DAYS * 86_400_000,
): Promise<string> {
  const token = newLinkToken();
  await db.query('insert into password_tokens (vet_id, user_id, token_hash, expires_at, created_at) values ($1, $2, $3, $4, $5)', [
    vetId,
    userId,
    sha256(token),
    new Date(now.getTime() + ttlMs),
    now,
  ]);
  return token;
}

/** The account a still-usable token belongs to, or undefined. */
export async function tokenAccount(db: Queryable, vetId: string, token: string, now: Date) {
  const { rows } = await db.query<{ user_id: number; email: string; first_name: string; last_name: string }>(
    `select t.user_id, u.email, u.first_name, u.last_name from password_tokens t join users u on u.id = t.user_id and u.vet_id = t.vet_id
      where t.vet_id = $1 and t.token_hash = $2 and t.used_at is null and t.expires_at > $3`,
    [vetId, sha256(token), now],
  );
  return rows[0];
}

/** Sets the password the link is for; a spent, expired or foreign link is a 400 and changes nothing. */
export async function setPasswordWithToken(db: Db, vetId: string, input: SetPasswordInput, now: Date): Promise<{ email: string }> {
  // The password rules need the account and its group (not its email, not close to its names).
  const account = await tokenAccount(db, vetId, input.token, now);
  if (!account) throw badRequest(LINK_INVALID);
  const problem = await passwordProblem(input.password, {
    email: account.email,
    firstName: account.first_name,
    lastName: account.last_name,
    groupWords: await groupWords(db, vetId),
  });
  if (problem) throw unprocessable(problem, { issues: { password: problem } });
  // Hash before the transaction: scrypt is slow and must not hold the database.
  const hash = await hashPassword(input.password);
  return db.tx(async (tx) => {
    // Claiming the token and using it happen together: two tabs cannot both use one link.
    const claimed = await tx.one<{ user_id: number }>(
      `update password_tokens set used_at = $3
        where vet_id = $1 and token_hash = $2 and used_at is null and expires_at > $3 returning user_id`,
      [vetId, sha256(input.token), now],
    );
    if (!claimed) throw badRequest(LINK_INVALID);
    const user = await tx.one<{ email: string }>('update users set password_hash = $3 where id = $1 and vet_id = $2 returning email', [
      claimed.user_id,
      vetId,
      hash,
    ]);
    if (!user) throw badRequest(LINK_INVALID);
    await tx.query('update password_tokens set used_at = $3 where vet_id = $1 and user_id = $2 and used_at is null', [vetId, claimed.user_id, now]);
    await tx.query('delete from sessions where user_id = $1', [claimed.user_id]);
    return { email: user.email };
  });
}
