// What the booking suites (appointments, managing a booking, reminders) share: the seed's ids
// by name, and a slot's id found the way the booking page finds it, through the slots route.
import { SlotDaysAnswerSchema } from '../../shared/schemas/appointments';
import { answerOf, type TestApp } from './harness';

/** Name to id, as the seed names them. */
export type IdsByName = Record<string, number>;

export interface BookingIds {
  species: IdsByName;
  types: IdsByName;
  /** The calendar resources. */
  clinicians: IdsByName;
}

/** A group's species, appointment types and clinicians, each by name. */
export async function bookingIds(t: TestApp, vetId = 'tui-vets'): Promise<BookingIds> {
  const byName = async (table: 'species' | 'appointment_types' | 'calendar_resources') =>
    Object.fromEntries(
      (await t.db.query<{ id: number; name: string }>(`select id, name from ${table} where vet_id = $1`, [vetId])).rows.map((r) => [r.name, r.id]),
    );
  return { species: await byName('species'), types: await byName('appointment_types'), clinicians: await byName('calendar_resources') };
}

/** What a slot search asks for, where it differs from a Consultation for one dog at tui-hamilton with any clinician. */
export interface SlotQuery {
  type?: string;
  clinician?: string;
  petCount?: number;
  speciesIds?: number[];
  clinicId?: string;
}

/**
 * The id of the slot at `label` ('10:00am') on `day` ('2026-12-01') as GET /api/v2/appointment/slots
 * offers it: a Consultation for one dog at tui-hamilton unless `q` says otherwise; any clinician
 * unless it names one. Throws when the time is not offered.
 */
export async function slotIdOf(t: TestApp, ids: BookingIds, day: string, label: string, q: SlotQuery = {}): Promise<string> {
  const data = await slotDays(t, ids, day.slice(0, 7), q);
  const pair = (data?.[`${day}T00:00:00`] ?? []).find((p) => Object.values(p)[0] === label);
  if (!pair) throw new Error(`${label} on ${day} is not offered`);
  return Object.keys(pair)[0]!;
}

/** The days of `month` ('2026-12') GET /api/v2/appointment/slots offers any time on, for the search `q` describes. */
export async function daysOffered(t: TestApp, ids: BookingIds, month: string, q: SlotQuery = {}): Promise<string[]> {
  return Object.keys((await slotDays(t, ids, month, q)) ?? {}).map((day) => day.slice(0, 10));
}

async function slotDays(t: TestApp, ids: BookingIds, month: string, q: SlotQuery) {
  const params = new URLSearchParams({
    clinicId: q.clinicId ?? 'tui-hamilton',
    date: month,
    petCount: String(q.petCount ?? 1),
    speciesId: (q.speciesIds ?? [ids.species.Dog!]).join(','),
    appointmentTypeId: String(ids.types[q.type ?? 'Consultation']),
  });
  if (q.clinician) params.set('calendarResourceId', String(ids.clinicians[q.clinician]));
  return answerOf(SlotDaysAnswerSchema, await t.request(`/api/v2/appointment/slots?${params}`));
}
