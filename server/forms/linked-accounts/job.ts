// The background job that completes confirmed links, standing in for the practice system
// finishing its side. runDueLinkJobs(deps, now) does one pass and is what tests call with
// their fixed clock; startLinkJobRunner runs it on an interval in the server.
import { LINKED_TITLE } from '../../../shared/schemas/linkedAccounts';
import type { Deps } from '../../http/env';
import { notify } from '../../notifications/store';
import { log } from '../../ops/log';

type JobDeps = Pick<Deps, 'db' | 'mailer'>;

interface PmsPet {
  name: string;
  species?: string;
}

interface Completed {
  vetId: string;
  userId: number;
  email: string;
  firstName: string;
  clientCode: string;
  pets: string[];
}

/** Completes one pending link if it is still pending; null when another runner got there first. */
async function completeLink(deps: JobDeps, id: number, now: Date): Promise<Completed | null> {
  return deps.db.tx(async (tx) => {
    // The claim is the status change itself, so two runners never complete one link twice.
    const link = await tx.one<{ vet_id: string; user_id: number; pms_client_id: number }>(
      `update linked_accounts set status = 'linked', completed_at = $2
        where id = $1 and status = 'pending' returning vet_id, user_id, pms_client_id`,
      [id, now],
    );
    if (!link) return null;
    const { vet_id: vetId, user_id: userId } = link;
    const pms = await tx.one<{ client_code: string; pets: PmsPet[] | string }>('select client_code, pets from pms_clients where id = $1 and vet_id = $2', [
      link.pms_client_id,
      vetId,
    ]);
    const user = await tx.one<{ email: string; first_name: string }>(
      `update users set is_linked_to_pms = true, client_code = $3 where id = $1 and vet_id = $2 returning email, first_name`,
      [userId, vetId, pms!.client_code],
    );
    const pmsPets = (typeof pms!.pets === 'string' ? JSON.parse(pms!.pets) : pms!.pets) as PmsPet[];
    // The practice's pets become the portal's read-only pets: one the customer already
    // added under the same name is that pet; the others are added.
    const names = pmsPets.map((p) => p.name.trim()).filter(Boolean);
    const { rows: marked } = await tx.query<{ name: string }>(
      `update pets set is_linked_to_pms = true where vet_id = $1 and user_id = $2 and lower(name) = any($3::text[]) returning lower(name) as name`,
      [vetId, userId, names.map((n) => n.toLowerCase())],
    );
    const have = new Set(marked.map((r) => r.name));
    for (const pet of pmsPets) {
      const name = pet.name.trim();
      if (!name || have.has(name.toLowerCase())) continue;
      have.add(name.toLowerCase());
      await tx.query(
        `insert into pets (vet_id, user_id, name, species_id, is_linked_to_pms)
         values ($1, $2, $3, (select id from species where vet_id = $1 and lower(name) = lower($4) limit 1), true)`,
        [vetId, userId, name.slice(0, 100), pet.species ?? ''],
      );
    }
    await notify(tx, {
      vetId,
      userId,
      title: LINKED_TITLE,
      body: `Your account is now linked to your practice account (client code ${pms!.client_code}). Your pets from the clinic are in your account.`,
      at: now,
    });
    return { vetId, userId, email: user!.email, firstName: user!.first_name, clientCode: pms!.client_code, pets: names };
  });
}

/** One pass: completes every link whose delay has passed by `now`; returns those completed. */
export async function runDueLinkJobs(deps: JobDeps, now: Date): Promise<Completed[]> {
  const { rows } = await deps.db.query<{ id: number }>(
    `select id from linked_accounts where status = 'pending' and due_at <= $1 order by due_at, id limit 100`,
    [now],
  );
  const done: Completed[] = [];
  for (const { id } of rows) {
    const completed = await completeLink(deps, id, now);
    if (!completed) continue;
    done.push(completed);
    // The notification email the spec promises; the link itself is already complete.
    await deps.mailer
      .send({
        vetId: completed.vetId,
        to: completed.email,
        subject: LINKED_TITLE,
        text: [
          `Kia ora ${completed.firstName},`,
          '',
          `Your account is now linked to your practice account (client code ${completed.clientCode}).`,
          ...(completed.pets.length ? [`Your pets from the clinic: ${completed.pets.join(', ')}.`] : []),
          'Bookings you make while signed in now use your practice record.',
        ].join('\n'),
      })
      .catch((error: unknown) => log.error({ err: error }, 'Could not send the linked-account email'));
  }
  return done;
}

/** Runs the job every `everyMs` with the app's clock; returns stop(). One pass at a time. */
export function startLinkJobRunner(deps: JobDeps & Pick<Deps, 'now'>, everyMs = 5_000): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    runDueLinkJobs(deps, deps.now())
      .catch((error: unknown) => {
        // A closed database means the app is shutting down (or a test finished): stop quietly.
        if (/closed|after calling end/i.test(String((error as Error)?.message))) clearInterval(timer);
        else log.error({ err: error }, 'Linked-account job failed');
      })
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}

const runners = new WeakMap<object, () => void>();

/** Starts the runner for these deps once (mountForms calls this on the first linked-account request). */
export function ensureLinkJobRunner(deps: JobDeps & Pick<Deps, 'now'>): void {
  if (!runners.has(deps)) runners.set(deps, startLinkJobRunner(deps));
}
