// Blocked time: a clinician's time (leave, training, a meeting) or a whole clinic's that
// nobody can book. Staff give it in New Zealand wall-clock time on the quarter hour (the slot
// grid's step: a block then never leaves a sliver no booking fits). It is busy for the slot
// engine (busyTimes) and for take_clinician (migration 031), so online slots, the manage
// link, desk confirms and phone bookings all see it, and its insert or delete moves the
// clinic's slots version so kept slot answers are made again at once. Bookings already inside
// a new block are kept and listed for the desk to move.
import type * as v from 'valibot';
import type { Conn, Db } from '../db/index';
import { notFound, unprocessable } from '../http/errors';
import type { StaffMember } from '../http/env';
import { addDays } from '../../shared/format/calendarDays';
import { nzDateTime, toNzDate } from '../../shared/format/dates';
import {
  BLOCK_END_BEFORE_START,
  BLOCK_MAX_DAYS,
  BLOCK_TOO_LONG,
  CLINICIAN_NOT_AT_CLINIC,
  type DeskBlockAnswerSchema,
  type DeskBlockCreatedAnswerSchema,
  type DeskBlockInput,
  type DeskClashSchema,
} from '../../shared/schemas/deskPhone';
import { dayClock } from '../appointments/hours';
import { checkClinic } from './staff';

interface BlockRow {
  id: number;
  clinic_id: string;
  calendar_resource_id: number | null;
  clinician_name: string | null;
  starts_at: Date | string;
  ends_at: Date | string;
  reason: string;
  staff_id: number | null;
  staff_name: string | null;
}

const BLOCK_SELECT = `select b.id, b.clinic_id, b.calendar_resource_id, r.name as clinician_name, b.starts_at, b.ends_at, b.reason, b.staff_id, s.name as staff_name
  from blocked_times b
  left join calendar_resources r on r.id = b.calendar_resource_id and r.vet_id = b.vet_id
  left join staff s on s.id = b.staff_id and s.vet_id = b.vet_id`;

const blockOnWire = (row: BlockRow) =>
  ({
    id: row.id,
    clinicId: row.clinic_id,
    clinician: row.calendar_resource_id === null ? null : { id: row.calendar_resource_id, name: row.clinician_name ?? '' },
    start: nzDateTime(new Date(row.starts_at)),
    end: nzDateTime(new Date(row.ends_at)),
    reason: row.reason,
    createdBy: row.staff_id === null ? null : { id: row.staff_id, name: row.staff_name ?? '' },
  }) satisfies v.InferInput<typeof DeskBlockAnswerSchema>;

/**
 * The instant of a NZ wall-clock time 'yyyy-MM-ddTHH:mm' (on the quarter hour). A time in the
 * hour skipped when daylight saving starts is the first that exists after it (2:30am is 3:00am:
 * the clock never read 2:30, and the block means "from then on"); one repeated when it ends is
 * the standard-time (later) one, as the slot engine reads it.
 */
export function wallClockInstant(wall: string): number {
  const clock = dayClock(wall.slice(0, 10));
  const minutes = Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14, 16));
  for (let m = minutes; m < 24 * 60; m += 15) {
    const at = clock.at(m);
    if (at !== null) return at;
  }
  return clock.boundary(minutes);
}

/** GET /api/v1/desk/blocks?clinicId=&from=&days=: the clinic's blocks that touch those NZ days, earliest first. */
export async function listBlocks(db: Conn, staff: StaffMember, query: { clinicId: string; from: string; days: number }) {
  await checkClinic(db, staff, query.clinicId);
  const { rows } = await db.query<BlockRow>(
    `${BLOCK_SELECT} where b.vet_id = $1 and b.clinic_id = $2 and tstzrange(b.starts_at, b.ends_at, '[)') && tstzrange($3, $4, '[)')
      order by b.starts_at, b.id`,
    [staff.vetId, query.clinicId, new Date(toNzDate(query.from).getTime()), new Date(toNzDate(addDays(query.from, query.days)).getTime())],
  );
  const items = rows.map(blockOnWire);
  return { items, total: items.length };
}

/** POST /api/v1/desk/blocks: the block, and the bookings already inside it. */
export async function createBlock(deps: { db: Db; now: () => Date }, staff: StaffMember, input: DeskBlockInput) {
  const { db } = deps;
  await checkClinic(db, staff, input.clinicId);
  if (input.clinicianId !== null) {
    const atClinic = await db.one('select 1 from calendar_resources where vet_id = $1 and clinic_id = $2 and id = $3', [
      staff.vetId,
      input.clinicId,
      input.clinicianId,
    ]);
    if (!atClinic) throw unprocessable(CLINICIAN_NOT_AT_CLINIC, { issues: { clinicianId: CLINICIAN_NOT_AT_CLINIC } });
  }
  const start = wallClockInstant(input.start);
  const end = wallClockInstant(input.end);
  if (end <= start) throw unprocessable(BLOCK_END_BEFORE_START, { issues: { end: BLOCK_END_BEFORE_START } });
  // 31 calendar days of wall clock: the same length whichever side of a daylight-saving change.
  if (input.end > `${addDays(input.start.slice(0, 10), BLOCK_MAX_DAYS)}${input.start.slice(10)}`) {
    throw unprocessable(BLOCK_TOO_LONG, { issues: { end: BLOCK_TOO_LONG } });
  }
  return db.tx(async (tx) => {
    const inserted = await tx.one<{ id: number }>(
      `insert into blocked_times (vet_id, clinic_id, calendar_resource_id, starts_at, ends_at, reason, staff_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [staff.vetId, input.clinicId, input.clinicianId, new Date(start), new Date(end), input.reason, staff.id, deps.now()],
    );
    const block = (await tx.one<BlockRow>(`${BLOCK_SELECT} where b.vet_id = $1 and b.id = $2`, [staff.vetId, inserted!.id]))!;
    const { rows } = await tx.query<{
      id: number;
      booking_id: string;
      starts_at: Date | string;
      ends_at: Date | string;
      pet_name: string;
      calendar_resource_id: number;
    }>(
      `select a.id, a.booking_id, a.starts_at, a.ends_at, a.pet_name, a.calendar_resource_id from appointments a
        where a.vet_id = $1 and a.clinic_id = $2 and a.calendar_resource_id is not null and ($3::int is null or a.calendar_resource_id = $3)
          and a.status not in ('cancelledByAdmin', 'cancelledByCustomer') and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange($4, $5, '[)')
        order by a.starts_at, a.id`,
      [staff.vetId, input.clinicId, input.clinicianId, new Date(start), new Date(end)],
    );
    const clashes = rows.map(
      (row) =>
        ({
          appointmentId: row.id,
          bookingId: row.booking_id,
          start: nzDateTime(new Date(row.starts_at)),
          end: nzDateTime(new Date(row.ends_at)),
          petName: row.pet_name,
          clinicianId: row.calendar_resource_id,
        }) satisfies v.InferInput<typeof DeskClashSchema>,
    );
    return { block: blockOnWire(block), clashes } satisfies v.InferInput<typeof DeskBlockCreatedAnswerSchema>;
  });
}

/** DELETE /api/v1/desk/blocks/:id: another group's or another clinic's block is not found. */
export async function deleteBlock(db: Db, staff: StaffMember, id: number) {
  const row = await db.one<{ clinic_id: string }>('select clinic_id from blocked_times where vet_id = $1 and id = $2', [staff.vetId, id]);
  if (!row) throw notFound();
  await checkClinic(db, staff, row.clinic_id);
  await db.query('delete from blocked_times where vet_id = $1 and id = $2', [staff.vetId, id]);
  return { id };
}
