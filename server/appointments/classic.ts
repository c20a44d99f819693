// The older four-step flow (v1): a request for a preferred date and time at a clinic, for a
// signed-in client's pets or a guest's. Practice hours: every 30 minutes,
// 08:00-16:30 Monday to Friday and 09:00-11:30 on Saturday, on days the clinic is open, never
// in the past. A request names no clinician, so it takes nobody's slot: the clinic confirms it
// (status newAppointment until then). Rules: docs/appointments.md.
import { randomUUID } from 'node:crypto';
import type { Conn, Db } from '../db/index';
import { notFound, unprocessable } from '../http/errors';
import type { AuthUser } from '../http/env';
import type { Mailer } from '../mail/mailer';
import type { Config } from '../config';
import { toNzDate } from '../../shared/format/dates';
import { CLASSIC_DATE_PAST, type ClassicAnonymousBookingInput, type ClassicBookingInput } from '../../shared/schemas/appointments';
import { bookingRows, confirmBooking, PET_NOT_FOUND, PET_TWICE } from './booking';
import { toAppointment } from './appointments';
import { notifyBooked } from './confirmation';
import { newRequestMessage } from './requestNotice';
import { catalogueOf, findClinic, type Clinic } from './catalogue';
import { closedOn } from './closures';
import { intervalsOn, wallClock } from './hours';
import { checkMonth } from './availability';
import { nzDay } from './slotEngine';
import { daysInMonth } from '../../shared/format/calendarDays';

export const CLASSIC_INTERVAL_MINUTES = 30;
/** Monday = 0 … Sunday = 6: the first and last start time, minutes after midnight. */
export const PRACTICE_HOURS: Record<number, { from: number; to: number } | undefined> = {
  0: { from: 8 * 60, to: 16 * 60 + 30 },
  1: { from: 8 * 60, to: 16 * 60 + 30 },
  2: { from: 8 * 60, to: 16 * 60 + 30 },
  3: { from: 8 * 60, to: 16 * 60 + 30 },
  4: { from: 8 * 60, to: 16 * 60 + 30 },
  5: { from: 9 * 60, to: 11 * 60 + 30 },
};
export const REQUEST_MINUTES = 30;

export const DATE_NOT_ON_INTERVAL = 'Please choose a time on the hour or half past';
export const DATE_OUTSIDE_HOURS = 'Please choose a time between 8:00am and 4:30pm Monday to Friday, or 9:00am and 11:30am on Saturday';
export const CLINIC_CLOSED = 'The clinic is closed on that day';

/** Whether a preferred time is one the older date picker could offer; the message if not. */
export function practiceHoursProblem(date: Date, now: Date, clinic: Pick<Clinic, 'openingHours' | 'closures'>): string | null {
  if (date.getTime() <= now.getTime()) return CLASSIC_DATE_PAST;
  const local = toNzDate(date);
  const minutes = local.getHours() * 60 + local.getMinutes();
  if (local.getSeconds() !== 0 || local.getMilliseconds() !== 0 || minutes % CLASSIC_INTERVAL_MINUTES !== 0) return DATE_NOT_ON_INTERVAL;
  const day = nzDay(date.getTime());
  // Public holidays and the clinic's own closed days, as the slot engine has them.
  if (closedOn(clinic.closures, day) || !intervalsOn(clinic.openingHours, day).length) return CLINIC_CLOSED;
  const hours = PRACTICE_HOURS[(local.getDay() + 6) % 7];
  if (!hours || minutes < hours.from || minutes > hours.to) return DATE_OUTSIDE_HOURS;
  return null;
}

/**
 * GET /api/v1/appointment/days: the days of a NZ month ('yyyy-MM') the older date picker may
 * offer at a clinic: a day with at least one preferred time the request would be taken for
 * (practice hours, the clinic open, not a holiday or closed day, after now). The same test
 * as the request's, so the picker never offers a day the request then refuses.
 */
export function classicDays(clinic: Pick<Clinic, 'openingHours' | 'closures'>, month: string, now: Date): string[] {
  checkMonth(month, now);
  const days: string[] = [];
  for (let d = 1; d <= daysInMonth(month); d++) {
    const day = `${month}-${String(d).padStart(2, '0')}`;
    const hours = PRACTICE_HOURS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];
    if (!hours) continue;
    for (let minutes = hours.from; minutes <= hours.to; minutes += CLASSIC_INTERVAL_MINUTES) {
      const at = wallClock(day, minutes);
      if (at !== null && !practiceHoursProblem(new Date(at), now, clinic)) {
        days.push(day);
        break;
      }
    }
  }
  return days;
}

interface RequestPet {
  petId: number | null;
  name: string;
  details: Record<string, unknown>;
}

async function requestPets(tx: Conn, user: AuthUser, pets: ClassicBookingInput['pets']): Promise<RequestPet[]> {
  const out: RequestPet[] = [];
  for (const pet of pets) {
    if (pet.id === null) {
      out.push({ petId: null, name: pet.name, details: { type: pet.type } });
      continue;
    }
    const saved = await tx.one<{ id: number; name: string; type: string | null }>(
      'select id, name, type from pets where vet_id = $1 and user_id = $2 and id = $3',
      [user.vetId, user.id, pet.id],
    );
    if (!saved) throw notFound(PET_NOT_FOUND);
    out.push({ petId: saved.id, name: saved.name, details: { type: saved.type } });
  }
  const ids = out.flatMap((p) => (p.petId === null ? [] : [p.petId]));
  if (new Set(ids).size !== ids.length) throw unprocessable(PET_TWICE, { issues: { pets: PET_TWICE } });
  return out;
}

type Deps = { db: Db; mailer: Mailer; now: () => Date; config: Pick<Config, 'jwtSecret' | 'publicUrl'> };

/** POST /api/v1/appointment (signed in) and /api/v1/appointment/anonymous. */
export async function requestAppointment(deps: Deps, vetId: string, user: AuthUser | undefined, input: ClassicBookingInput | ClassicAnonymousBookingInput) {
  const now = deps.now();
  const clinic = findClinic(await catalogueOf(deps.db, vetId), input.clinicId.toLowerCase());
  const problem = practiceHoursProblem(input.date, now, clinic);
  if (problem) throw unprocessable(problem, { issues: { date: problem } });
  const bookingId = randomUUID();
  const appointments = await deps.db.tx(async (tx) => {
    const pets: RequestPet[] = user
      ? await requestPets(tx, user, (input as ClassicBookingInput).pets)
      : (input as ClassicAnonymousBookingInput).pets.map(({ name, ...details }) => ({ petId: null, name, details }));
    // Client status as the new flow has it: Returning only for a client linked to the practice.
    const linked = user
      ? (await tx.one<{ ok: boolean }>('select is_linked_to_pms as ok from users where vet_id = $1 and id = $2', [vetId, user.id]))?.ok
      : false;
    for (const pet of pets) {
      await tx.query(
        `insert into appointments (vet_id, user_id, booking_id, source, origin, clinic_id, customer_status_id, starts_at, ends_at, pet_id, pet_name,
           pet_details, title, first_name, last_name, email, phone, notes)
         values ($1, $2, $3, 'request', 'request', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        [
          vetId,
          user?.id ?? null,
          bookingId,
          clinic.id,
          linked ? 2 : 1,
          input.date,
          new Date(input.date.getTime() + REQUEST_MINUTES * 60_000),
          pet.petId,
          pet.name,
          JSON.stringify(pet.details),
          input.title,
          input.firstName,
          input.lastName,
          input.email,
          input.phone,
          input.comment,
        ],
      );
    }
    const written = (await bookingRows(tx, vetId, bookingId)).map(toAppointment);
    if (user) await notifyBooked(tx, { vetId, userId: user.id, clinic, kind: 'requested', now, appointments: written });
    // Queued with the request itself: the clinic hears of every request that was kept.
    const notice = newRequestMessage({
      vetId,
      clinic,
      appointments: written,
      client: { firstName: input.firstName, lastName: input.lastName, phone: input.phone, email: input.email },
      notes: input.comment,
      deskUrl: `${deps.config.publicUrl}/desk`,
    });
    if (notice) await deps.mailer.send(notice, tx);
    return written;
  });
  return confirmBooking(deps, { vetId, bookingId, clinic, appointments, to: input.email, firstName: input.firstName, kind: 'requested', now });
}
