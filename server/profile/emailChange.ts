// Changing the account email. PUT /api/v1/profile with a new address (and the current
// password, server/profile/routes.ts) does not change users.email: it mails a single-use link
// to the new address (and tells the old one), and only opening that link moves the account
// over. Until then the confirmed address is the account's: sign-in, mail and practice-record
// linking all use it, so typing a stranger's email into one's own profile gains nothing. The
// answer is the same whether or not another account has the new address: a taken one gets no
// link (its owner is told once a day that someone tried), so the form tells nobody who has
// an account.
import { hashLinkToken as sha256, newLinkToken } from '../auth/linkTokens';
import type { Conn, Db } from '../db/index';
import { conflict } from '../http/errors';
import type { AuthUser, Deps } from '../http/env';
import { publicLink } from '../http/publicUrl';
import { hit, type Limit } from '../http/rateLimit';

export const EMAIL_CHANGE_TTL_HOURS = 24;
export const EMAIL_TAKEN = 'An account with this email already exists';
/** Email changes asked for, per account and per address: each one mails two people. */
export const EMAIL_CHANGES_PER_ACCOUNT: Limit = { name: 'email-change-user', max: 3, windowMs: 3_600_000 };
export const EMAIL_CHANGES_PER_ADDRESS: Limit = { name: 'email-change-ip', max: 10, windowMs: 3_600_000 };
export const TOO_MANY_EMAIL_CHANGES = 'Too many email changes. Please wait an hour and try again.';
/** The owner of a taken address hears of an attempt at most once a day. */
const TAKEN_NOTICES: Limit = { name: 'email-taken-notice', max: 1, windowMs: 86_400_000 };
export const EMAIL_LINK_INVALID = 'This confirmation link has expired or has already been used. Change your email in your account again to get a new one.';

/** The address waiting for confirmation, or null (an expired request counts as none). */
export async function pendingEmail(db: Conn, user: Pick<AuthUser, 'id' | 'vetId'>, now: Date): Promise<string | null> {
  const row = await db.one<{ new_email: string }>('select new_email from email_changes where user_id = $1 and vet_id = $2 and expires_at > $3', [
    user.id,
    user.vetId,
    now,
  ]);
  return row?.new_email ?? null;
}

async function emailTaken(db: Conn, vetId: string, email: string, userId: number): Promise<boolean> {
  return Boolean(await db.one('select 1 from users where vet_id = $1 and lower(email) = lower($2) and id <> $3', [vetId, email, userId]));
}

/**
 * Asks for `newEmail` to become the account's address: a new link replaces any earlier one.
 * The same address as now cancels a pending change instead.
 */
export async function requestEmailChange(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, user: AuthUser, newEmail: string, now: Date): Promise<void> {
  const { db } = deps;
  const current = await db.one<{ email: string; first_name: string }>('select email, first_name from users where id = $1 and vet_id = $2', [
    user.id,
    user.vetId,
  ]);
  if (!current) return;
  if (newEmail.toLowerCase() === current.email.toLowerCase()) {
    await db.query('delete from email_changes where user_id = $1 and vet_id = $2', [user.id, user.vetId]);
    return;
  }
  if ((await pendingEmail(db, user, now))?.toLowerCase() === newEmail.toLowerCase()) return; // already asked: no second mail
  const taken = await emailTaken(db, user.vetId, newEmail, user.id);
  // A taken address is kept as pending too, so the answer (pendingEmail) is the same; its
  // link is never sent, and confirming refuses a taken address anyway.
  const token = newLinkToken();
  await db.query(
    `insert into email_changes (vet_id, user_id, new_email, token_hash, expires_at, created_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id) do update set new_email = excluded.new_email, token_hash = excluded.token_hash,
                                         expires_at = excluded.expires_at, created_at = excluded.created_at`,
    [user.vetId, user.id, newEmail, sha256(token), new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000), now],
  );
  const link = publicLink(deps.config, `/auth/confirm-email?token=${encodeURIComponent(token)}&vetId=${encodeURIComponent(user.vetId)}`);
  const hello = current.first_name ? `Kia ora ${current.first_name},` : 'Kia ora,';
  if (taken) await tellOwnerOfTaken(deps, user.vetId, newEmail, now);
  else
    await deps.mailer.send({
      vetId: user.vetId,
      to: newEmail,
      subject: 'Confirm your new email address',
      text: [
        hello,
        '',
        'Please confirm that this is the new email address for your account:',
        link,
        '',
        `The link works once, for ${EMAIL_CHANGE_TTL_HOURS} hours. Until you open it your account keeps its current address.`,
      ].join('\n'),
    });
  await deps.mailer.send({
    vetId: user.vetId,
    to: current.email,
    subject: 'A change of your account email was requested',
    text: [
      hello,
      '',
      `Someone signed in to your account asked to change its email address to ${newEmail}.`,
      'Nothing changes unless the new address confirms it.',
      'If this was not you, change your password now and let your clinic know.',
    ].join('\n'),
  });
}

/** Tells the owner of an address someone tried to move another account to, once a day. */
async function tellOwnerOfTaken(deps: Pick<Deps, 'db' | 'mailer'>, vetId: string, email: string, now: Date): Promise<void> {
  if (!(await hit(deps.db, TAKEN_NOTICES, `${vetId}|${email.toLowerCase()}`, now)).allowed) return;
  await deps.mailer.send({
    vetId,
    to: email,
    subject: 'Someone tried to use your email address',
    text: [
      'Kia ora,',
      '',
      'Someone signed in to another account asked to change its email address to this one.',
      'Your account already uses it, so nothing changed and no link was sent.',
      'If you did not expect this, you can ignore this message.',
    ].join('\n'),
  });
}

/** The pending change a link names, if it is still good. */
export async function emailChangeFor(db: Conn, vetId: string, token: string, now: Date) {
  return db.one<{ id: number; user_id: number; new_email: string }>(
    'select id, user_id, new_email from email_changes where vet_id = $1 and token_hash = $2 and expires_at > $3',
    [vetId, sha256(token), now],
  );
}

/**
 * Opens the link: the account's email becomes the new one, once. Returns the new address, or
 * throws 409 when another account took that address meanwhile (nothing changes then).
 */
export async function confirmEmailChange(db: Db, vetId: string, token: string, now: Date): Promise<string | null> {
  return db.tx(async (tx) => {
    const change = await emailChangeFor(tx, vetId, token, now);
    if (!change) return null;
    if (await emailTaken(tx, vetId, change.new_email, change.user_id)) throw conflict(EMAIL_TAKEN);
    await tx.query('update users set email = $3 where id = $1 and vet_id = $2', [change.user_id, vetId, change.new_email]);
    // Spent: the link works once.
    await tx.query('delete from email_changes where id = $1', [change.id]);
    return change.new_email;
  });
}
