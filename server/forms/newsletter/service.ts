// Newsletter sign-ups with double opt-in: the address gets a link to confirm, and
// only a confirmed address is on the list. The answer is the same whether the address was new,
// pending or already on the list, so the form tells nobody who subscribes.
import { hashLinkToken as sha256, newLinkToken } from '../../auth/linkTokens';
import type { Conn } from '../../db/index';
import type { Deps } from '../../http/env';
import { publicLink } from '../../http/publicUrl';

export const CONFIRM_TTL_DAYS = 7;

/** Asks `email` to confirm; a confirmed address is left alone (no second mail). */
export async function requestSignUp(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, vetId: string, email: string, now: Date): Promise<void> {
  const { db } = deps;
  const current = await db.one<{ status: string }>('select status from newsletter_subscribers where vet_id = $1 and lower(email) = lower($2)', [vetId, email]);
  if (current?.status === 'confirmed') return;
  const confirm = newLinkToken(24);
  const unsubscribe = newLinkToken(24);
  await db.query(
    `insert into newsletter_subscribers (vet_id, email, status, confirm_token_hash, unsubscribe_token_hash, created_at)
     values ($1, $2, 'pending', $3, $4, $5)
     on conflict (vet_id, lower(email)) do update set status = 'pending', confirm_token_hash = excluded.confirm_token_hash,
            unsubscribe_token_hash = excluded.unsubscribe_token_hash, created_at = excluded.created_at, unsubscribed_at = null`,
    [vetId, email, sha256(confirm), sha256(unsubscribe), now],
  );
  const group = await db.one<{ name: string }>('select name from vet_groups where id = $1', [vetId]);
  const q = (token: string) => `token=${encodeURIComponent(token)}&vetId=${encodeURIComponent(vetId)}`;
  await deps.mailer.send({
    vetId,
    to: email,
    subject: `Confirm your sign-up to the ${group?.name ?? 'clinic'} newsletter`,
    text: [
      'Kia ora,',
      '',
      `Please confirm that you would like our monthly email (pet care tips, clinic news and seasonal reminders):`,
      publicLink(deps.config, `/newsletter/confirm?${q(confirm)}`),
      '',
      `The link works for ${CONFIRM_TTL_DAYS} days. If you did not sign up, ignore this email and you will hear nothing more.`,
      `To stop at any time: ${publicLink(deps.config, `/newsletter/unsubscribe?${q(unsubscribe)}`)}`,
    ].join('\n'),
  });
}

/** Confirms the address a link names; false when the link is unknown, spent or too old. */
export async function confirmSignUp(db: Conn, vetId: string, token: string, now: Date): Promise<boolean> {
  const row = await db.one<{ id: number }>(
    `update newsletter_subscribers set status = 'confirmed', confirmed_at = $3
      where vet_id = $1 and confirm_token_hash = $2 and status = 'pending' and created_at > $4 returning id`,
    [vetId, sha256(token), now, new Date(now.getTime() - CONFIRM_TTL_DAYS * 86_400_000)],
  );
  return Boolean(row);
}

/** Takes the address off the list; false when the link is unknown. */
export async function unsubscribe(db: Conn, vetId: string, token: string, now: Date): Promise<boolean> {
  const row = await db.one<{ id: number }>(
    `update newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = $3 where vet_id = $1 and unsubscribe_token_hash = $2 returning id`,
    [vetId, sha256(token), now],
  );
  return Boolean(row);
}
