// A booking's change history: every change staff make is written in the change's own
// transaction, with who, when, what and the appointment before and after, so the record and
// the change stand or fall together.
import type * as v from 'valibot';
import type { Queryable } from '../db/index';
import type { StaffMember } from '../http/env';
import type { DeskHistoryAnswerSchema } from '../../shared/schemas/desk';

export interface HistoryEntry {
  bookingId: string;
  appointmentId: number | null;
  action: string;
  before: unknown;
  after: unknown;
}

export async function recordChanges(db: Queryable, staff: StaffMember, at: Date, entries: HistoryEntry[]): Promise<void> {
  if (!entries.length) return;
  await db.query(
    `insert into booking_history (vet_id, booking_id, appointment_id, staff_id, at, action, before, after)
     select $1, e.booking_id, e.appointment_id, $2, $3, e.action, e.before, e.after
       from unnest($4::uuid[], $5::int[], $6::text[], $7::jsonb[], $8::jsonb[]) as e(booking_id, appointment_id, action, before, after)`,
    [
      staff.vetId,
      staff.id,
      at,
      entries.map((e) => e.bookingId),
      entries.map((e) => e.appointmentId),
      entries.map((e) => e.action),
      entries.map((e) => (e.before === undefined ? null : JSON.stringify(e.before))),
      entries.map((e) => (e.after === undefined ? null : JSON.stringify(e.after))),
    ],
  );
}

/** GET /api/v1/desk/bookings/:bookingId/history: newest first (the order written, within one instant). */
export async function bookingHistory(db: Queryable, vetId: string, bookingId: string) {
  const { rows } = await db.query<{
    id: number;
    at: Date | string;
    action: string;
    appointment_id: number | null;
    staff_id: number | null;
    staff_name: string | null;
    before: unknown;
    after: unknown;
  }>(
    `select h.id, h.at, h.action, h.appointment_id, h.staff_id, st.name as staff_name, h.before, h.after
       from booking_history h left join staff st on st.id = h.staff_id and st.vet_id = h.vet_id
      where h.vet_id = $1 and h.booking_id = $2
      order by h.at desc, h.id desc`,
    [vetId, bookingId],
  );
  const items = rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    action: row.action,
    appointmentId: row.appointment_id,
    staff: row.staff_id === null ? null : { id: row.staff_id, name: row.staff_name ?? '' },
    before: row.before,
    after: row.after,
  }));
  return { items, total: items.length } satisfies v.InferInput<typeof DeskHistoryAnswerSchema>;
}

/** What the history keeps of a booking's appointment, before and after a change from the diary. */
export async function appointmentSnapshots(db: Queryable, vetId: string, ids: readonly number[]): Promise<Map<number, unknown>> {
  const { rows } = await db.query<{
    id: number;
    status: string;
    starts_at: Date | string;
    ends_at: Date | string;
    calendar_resource_id: number | null;
    clinician: string | null;
    cancellation_note: string | null;
    attendance: string | null;
  }>(
    `select a.id, a.status, a.starts_at, a.ends_at, a.calendar_resource_id, r.name as clinician, a.cancellation_note, a.attendance
       from appointments a left join calendar_resources r on r.id = a.calendar_resource_id and r.vet_id = a.vet_id
      where a.vet_id = $1 and a.id = any($2::int[])`,
    [vetId, ids],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        status: row.status,
        startsAt: new Date(row.starts_at).toISOString(),
        endsAt: new Date(row.ends_at).toISOString(),
        calendarResourceId: row.calendar_resource_id,
        clinician: row.clinician,
        cancellationNote: row.cancellation_note,
        attendance: row.attendance,
      },
    ]),
  );
}
