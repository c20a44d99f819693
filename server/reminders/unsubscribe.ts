// One-click unsubscribe from reminders (RFC 8058). The link names a vet group, a kind of
// reminder and who stops it: an account (its switches in the account area say the same) or,
// for a guest's booking, an email address. It is signed with the server's secret (HMAC-SHA256,
// a label of its own), so nothing is stored for it and it cannot be pointed at someone else.
import type { Config } from '../config';
import type { Queryable } from '../db/index';
import { readSignedToken, signedToken } from '../auth/signedTokens';
import { publicLink } from '../http/publicUrl';

export const REMINDER_KINDS = ['appointment', 'vaccination'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Who a reminder goes to: a client's account, or an address with no account behind it. */
export type Recipient = { userId: number; email?: undefined } | { userId?: undefined; email: string };

/** Where the links in reminders lead: GET shows a button, POST (the button, or a mail app's one click) stops them. */
export const UNSUBSCRIBE_PATH = '/reminders/unsubscribe';

type Secret = Pick<Config, 'jwtSecret'>;
const VET_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** What these tokens are signed under: theirs alone. */
const LABEL = 'reminder-unsubscribe';

export function unsubscribeToken(config: Secret, vetId: string, kind: ReminderKind, to: Recipient): string {
  const who = to.userId !== undefined ? `u:${to.userId}` : `e:${to.email.toLowerCase()}`;
  return signedToken(config, LABEL, `${vetId}\n${kind}\n${who}`);
}

export function readUnsubscribeToken(config: Secret, token: string): { vetId: string; kind: ReminderKind; to: Recipient } | null {
  const text = readSignedToken(config, LABEL, token, 600);
  if (text === null) return null;
  const [vetId, kind, who, ...more] = text.split('\n');
  if (!vetId || !kind || !who || more.length || !VET_ID.test(vetId) || !(REMINDER_KINDS as readonly string[]).includes(kind)) return null;
  if (who.startsWith('u:') && /^\d{1,10}$/.test(who.slice(2))) return { vetId, kind: kind as ReminderKind, to: { userId: Number(who.slice(2)) } };
  if (who.startsWith('e:') && who.length > 2 && who.length <= 256) return { vetId, kind: kind as ReminderKind, to: { email: who.slice(2) } };
  return null;
}

export function unsubscribeUrl(config: Pick<Config, 'jwtSecret' | 'publicUrl'>, vetId: string, kind: ReminderKind, to: Recipient): string {
  return publicLink(config, `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(config, vetId, kind, to))}`);
}

/** The List-Unsubscribe headers of a reminder: a mail app's "Unsubscribe" posts to the link. */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** Stops (or, `wanted`, restarts) one kind of reminder for an account or an address. */
export async function setReminderChoice(db: Queryable, vetId: string, kind: ReminderKind, to: Recipient, wanted: boolean): Promise<void> {
  if (to.userId !== undefined) {
    if (wanted) await db.query('delete from reminder_opt_outs where vet_id = $1 and kind = $2 and user_id = $3', [vetId, kind, to.userId]);
    else
      await db.query(
        `insert into reminder_opt_outs (vet_id, kind, user_id) select $1, $2, id from users where id = $3 and vet_id = $1
         on conflict (vet_id, kind, user_id) where user_id is not null do nothing`,
        [vetId, kind, to.userId],
      );
    return;
  }
  if (wanted) await db.query('delete from reminder_opt_outs where vet_id = $1 and kind = $2 and lower(email) = lower($3)', [vetId, kind, to.email]);
  else
    await db.query(
      `insert into reminder_opt_outs (vet_id, kind, email) values ($1, $2, $3)
       on conflict (vet_id, kind, lower(email)) where email is not null do nothing`,
      [vetId, kind, to.email.slice(0, 254)],
    );
}

/** An account's choices: true where it gets that kind of reminder. */
export async function reminderChoices(db: Queryable, vetId: string, userId: number): Promise<Record<ReminderKind, boolean>> {
  const { rows } = await db.query<{ kind: ReminderKind }>('select kind from reminder_opt_outs where vet_id = $1 and user_id = $2', [vetId, userId]);
  const off = new Set(rows.map((r) => r.kind));
  return { appointment: !off.has('appointment'), vaccination: !off.has('vaccination') };
}

/**
 * SQL that is true when a reminder of `kind` may go to the user `$user` / address `$email`
 * (placeholders given as written): neither the account nor the address has stopped it.
 */
export const mayRemind = (vet: string, kind: string, user: string, email: string) =>
  `not exists (select 1 from reminder_opt_outs o where o.vet_id = ${vet} and o.kind = ${kind}
     and ((${user} is not null and o.user_id = ${user}) or (o.email is not null and lower(o.email) = lower(${email}))))`;
