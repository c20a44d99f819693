// Short holds: choosing a time puts a 5-minute hold on one clinician's time, so two people do
// not both fill in their details for it. The slot engine treats a live hold as busy for
// everyone else. A hold is a courtesy, not a booking: booking works without one, and an
// expired hold is ignored. Two holds can never overlap on one clinician (exclusion
// constraint on appointment_holds); expired ones are deleted before a new one goes in.
import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import type { HoldAnswerSchema } from '../../shared/schemas/appointments';
import type { Conn, Db, Queryable } from '../db/index';
import { conflict, unprocessable } from '../http/errors';
import type { AuthUser } from '../http/env';
import { resolveSlot } from './availability';
import { SLOT_TAKEN } from '../../shared/schemas/appointments';
import { catalogueOf } from './catalogue';
import { checkClinicDay, checkHolder, type Holder } from './holdLimits';
import { decodeSlotId, type SlotKey } from './slotId';

export const HOLD_MINUTES = 5;
export const SLOT_ID_INVALID = 'That time is not one of the times offered. Please choose another time.';

/** Rolls a hold back when the time was booked while it went in. */
class TakenMeanwhile extends Error {}

export const isExclusionViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23P01';

/**
 * Runs a transaction again when PostgreSQL broke a deadlock by rolling it back (40P01): two
 * inserts of overlapping times each wait on the other's exclusion check, and one is chosen to
 * fail. Nothing of it was written, so running it again gives the real answer (booked, or
 * 23P01 taken). Seen with a pool of 10 connections; PGlite has one and never deadlocks.
 */
/**
 * Takes the clinician's booking locks on [start, end) for the rest of the transaction: one
 * per quarter hour the time touches (migration 021's lock_clinician_time). Inserts of
 * overlapping times for one clinician then queue instead of each waiting on the other's
 * exclusion check (a deadlock on PostgreSQL with several connections), while bookings of
 * other times go ahead. Keys: 64-bit hashes of APPOINTMENT_LOCK, clinician and quarter hour.
 */
export const APPOINTMENT_LOCK = 9009;
export const lockClinician = (tx: Queryable, clinicianId: number, start: Date, end: Date) =>
  tx.query('select lock_clinician_time($1, $2, $3, $4)', [APPOINTMENT_LOCK, clinicianId, start, end]);

export async function retryingDeadlocks<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string } | null)?.code !== '40P01' || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

export function slotKeyOf(slotId: string): SlotKey {
  const key = decodeSlotId(slotId);
  if (!key) throw unprocessable(SLOT_ID_INVALID, { issues: { slotId: SLOT_ID_INVALID } });
  return key;
}

export interface HoldRow {
  id: string;
  clinic_id: string;
  calendar_resource_id: number;
  appointment_type_id: number;
  pet_count: number;
  user_id: number | null;
  starts_at: Date | string;
  ends_at: Date | string;
  expires_at: Date | string;
}

/**
 * POST /api/v2/appointment/hold { slotId, previousHoldId?, visitorId? } → { holdId, expiresAt, slotId }.
 * `holder` is who places it; `limited`: whether the hold limits apply (holdLimits.ts).
 */
export async function placeHold(
  db: Db,
  vetId: string,
  user: AuthUser | undefined,
  slotId: string,
  now: Date,
  previousHoldId: string | null,
  holder: Holder = { address: 'unknown', visitor: null },
  limited = false,
) {
  const key = slotKeyOf(slotId);
  // Choosing another time gives up the caller's earlier hold: theirs by id, or all of a signed-in user's.
  await releaseHolds(db, vetId, user, previousHoldId);
  const catalogue = await catalogueOf(db, vetId);
  const { clinic, slot } = await resolveSlot(db, catalogue, vetId, key, now);
  if (limited) {
    await checkHolder(db, holder, now);
    await checkClinicDay(db, catalogue, vetId, clinic, slot, now);
  }
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  // With no preference, the next free clinician is tried when one was just taken.
  for (const clinicianId of slot.clinicianIds) {
    try {
      await retryingDeadlocks(() =>
        db.tx(async (tx) => {
          await lockClinician(tx, clinicianId, new Date(slot.start), new Date(slot.end));
          await tx.query('delete from appointment_holds where vet_id = $1 and expires_at <= $2', [vetId, now]);
          await tx.query(
            `insert into appointment_holds (id, vet_id, clinic_id, calendar_resource_id, appointment_type_id, pet_count, user_id, starts_at, ends_at, expires_at, holder, visitor)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
            [
              id,
              vetId,
              key.clinicId,
              clinicianId,
              key.appointmentTypeId,
              key.petCount,
              user?.id ?? null,
              new Date(slot.start),
              new Date(slot.end),
              expiresAt,
              holder.address,
              holder.visitor,
            ],
          );
          // A booking made between our check and this insert: the hold would be worthless.
          const booked = await tx.one(
            `select 1 from appointments where vet_id = $1 and calendar_resource_id = $2 and status not in ('cancelledByAdmin', 'cancelledByCustomer')
              and tstzrange(starts_at, ends_at, '[)') && tstzrange($3, $4, '[)')`,
            [vetId, clinicianId, new Date(slot.start), new Date(slot.end)],
          );
          if (booked) throw new TakenMeanwhile();
        }),
      );
      return { holdId: id, expiresAt: expiresAt.toISOString(), slotId } satisfies v.InferInput<typeof HoldAnswerSchema>;
    } catch (error) {
      // Someone held or booked this clinician's time between our check and our insert.
      if (!isExclusionViolation(error) && !(error instanceof TakenMeanwhile)) throw error;
    }
  }
  throw conflict(SLOT_TAKEN);
}

/** Gives up a hold by its id (anyone holding the id may), or every hold of a signed-in user. */
export async function releaseHolds(db: Queryable, vetId: string, user: AuthUser | undefined, holdId: string | null): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `delete from appointment_holds where vet_id = $1 and (($2::uuid is not null and id = $2::uuid) or ($3::int is not null and user_id = $3))
     returning id`,
    [vetId, holdId, user?.id ?? null],
  );
  return rows.length;
}

/** A live hold that matches the slot being booked, or undefined (expired, another slot, another user). */
export async function matchingHold(db: Conn, vetId: string, user: AuthUser | undefined, holdId: string, key: SlotKey, now: Date) {
  const hold = await db.one<HoldRow>(
    `select id, clinic_id, calendar_resource_id, appointment_type_id, pet_count, user_id, starts_at, ends_at, expires_at
       from appointment_holds where vet_id = $1 and id = $2 and expires_at > $3`,
    [vetId, holdId, now],
  );
  if (!hold) return undefined;
  const matches =
    hold.clinic_id === key.clinicId &&
    hold.appointment_type_id === key.appointmentTypeId &&
    hold.pet_count === key.petCount &&
    new Date(hold.starts_at).getTime() === key.start &&
    (key.clinicianId === null || key.clinicianId === hold.calendar_resource_id) &&
    // A hold placed by a signed-in user is theirs alone.
    (hold.user_id === null || hold.user_id === user?.id);
  return matches ? hold : undefined;
}
