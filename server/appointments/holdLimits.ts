// How much anonymous callers may hold. A hold keeps a clinician's time from everyone else
// for 5 minutes, asked for by anyone: without limits a few callers holding times over and
// over could empty a clinic's calendar. So a hold counts against
//   - the visitor: the signed-in user, or the browser session the widget names;
//   - the address: the caller's IPv4 address or IPv6 /64 (server/http/callerAddress.ts);
// each of which may have MAX_ACTIVE_HOLDS live at once, in every vet group together; and
//   - the clinic's day: live holds may take at most HELD_SHARE_OF_DAY of the clinicians'
//     working time there that day, so a pool of addresses still leaves most of it bookable.
// A refused hold is a 429: the widget goes on without it (a hold is a courtesy; booking
// checks the time itself), and the message says so to any other client.
import type { Conn } from '../db/index';
import { tooMany } from '../http/rateLimit';
import type { Catalogue, Clinic } from './catalogue';
import { dayClock, intervalsOn, type Interval } from './hours';
import { nzDay } from './slotEngine';

/** Live holds one visitor, and one address, may have at once: a booking holds one time; a few tabs. */
export const MAX_ACTIVE_HOLDS = 3;
export const TOO_MANY_HOLDS = `You are already holding ${MAX_ACTIVE_HOLDS} times. Finish a booking, or go back to let a time go, before choosing another.`;

/**
 * The share of a clinic's working time on one day (each working clinician's hours within the
 * clinic's opening hours, added up) that live holds may cover. A quarter: at a busy clinic a
 * handful of people choose times at once, each holding one; a pool of callers holding all it
 * can still leaves three quarters of the day to book.
 */
export const HELD_SHARE_OF_DAY = 0.25;
export const DAY_MOSTLY_HELD =
  "Many of this clinic's times that day are being held by other visitors just now. You can still book this time; it is just not kept for you while you fill in your details.";

/** Who places a hold: the caller's address key, and the visitor when known. */
export interface Holder {
  /** `ip:<address key>`. */
  address: string;
  /** `user:<id>` signed in, `session:<id>` from the widget, or null. */
  visitor: string | null;
}

const secondsUntil = (first: Date | string | null, now: Date, otherwise: number) =>
  first ? Math.max(1, Math.ceil((new Date(first).getTime() - now.getTime()) / 1000)) : otherwise;

/** 429 when the visitor or the address already has MAX_ACTIVE_HOLDS live holds (any group). */
export async function checkHolder(db: Conn, holder: Holder, now: Date): Promise<void> {
  const { rows } = await db.query<{ n: number; first: Date | string | null }>(
    `select count(*)::int as n, min(expires_at) as first from appointment_holds where holder = $1 and expires_at > $3
     union all
     select count(*)::int, min(expires_at) from appointment_holds where $2::text is not null and visitor = $2 and expires_at > $3`,
    [holder.address, holder.visitor, now],
  );
  const over = rows.filter((row) => row.n >= MAX_ACTIVE_HOLDS);
  if (!over.length) return;
  // The oldest hold frees up first: try again when it has run out.
  const wait = Math.max(...over.map((row) => secondsUntil(row.first, now, 5 * 60)));
  throw tooMany('holds-per-holder', wait, TOO_MANY_HOLDS);
}

const overlap = (a: Interval, b: Interval) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/** Clinician-minutes the clinic works on a NZ day: each active clinician's hours within its opening hours. */
export function workingMinutes(catalogue: Catalogue, clinic: Clinic, day: string): number {
  const clock = dayClock(day);
  const open = intervalsOn(clinic.openingHours, day, clock);
  let ms = 0;
  for (const clinician of catalogue.clinicians) {
    if (!clinician.active || clinician.clinicId !== clinic.id) continue;
    for (const hours of intervalsOn(clinician.hours, day, clock)) for (const opening of open) ms += overlap(hours, opening);
  }
  return ms / 60_000;
}

/** 429 when holding [start, end) would take the clinic's live holds that day past HELD_SHARE_OF_DAY. */
export async function checkClinicDay(db: Conn, catalogue: Catalogue, vetId: string, clinic: Clinic, slot: Interval, now: Date): Promise<void> {
  const day = nzDay(slot.start);
  const clock = dayClock(day);
  const held = await db.one<{ minutes: number; first: Date | string | null }>(
    `select coalesce(sum(extract(epoch from ends_at - starts_at)), 0)::float8 / 60 as minutes, min(expires_at) as first
       from appointment_holds where vet_id = $1 and clinic_id = $2 and expires_at > $3 and starts_at >= $4 and starts_at < $5`,
    [vetId, clinic.id, now, new Date(clock.boundary(0)), new Date(clock.boundary(24 * 60))],
  );
  const minutes = (slot.end - slot.start) / 60_000;
  if ((held?.minutes ?? 0) + minutes <= workingMinutes(catalogue, clinic, day) * HELD_SHARE_OF_DAY) return;
  throw tooMany('clinic-day-held', secondsUntil(held?.first ?? null, now, 5 * 60), DAY_MOSTLY_HELD);
}
