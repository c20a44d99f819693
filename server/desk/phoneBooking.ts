// Bookings taken on the phone at the desk: the clinic's catalogue as the desk may book it
// (every active type a clinician there does, also those clients cannot book online), the slot
// engine's free times, and the booking itself. A phone booking takes its clinician exactly as
// a desk confirm does (take_clinician: the time's locks, then nobody's booking, hold or
// blocked time), so it can never share a time with an online booking. The client may give no
// email: then nothing is mailed; with one, they get the usual confirmation and manage link in
// the booking's own transaction.
import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import type { Db } from '../db/index';
import { badRequest, conflict, HttpError, unprocessable } from '../http/errors';
import type { StaffMember } from '../http/env';
import { vetGroupName } from '../http/tenancy';
import { CLIENT_STATUS } from '../../shared/domain/statuses';
import { SLOT_TAKEN } from '../../shared/schemas/appointments';
import type { DeskCatalogueAnswerSchema, DeskPhoneBooking, DeskPhoneTimesQuery } from '../../shared/schemas/deskPhone';
import { toAppointment } from '../appointments/appointments';
import { checkMonth, SLOT_PASSED, SLOT_UNKNOWN } from '../appointments/availability';
import { bookingRows, SLOT_MISMATCH } from '../appointments/booking';
import { catalogueOf, checkSpecies, findClinic, TYPE_NOT_FOR_PETS, type Catalogue } from '../appointments/catalogue';
import { confirmationMessage } from '../appointments/confirmation';
import { APPOINTMENT_LOCK, isExclusionViolation, retryingDeadlocks } from '../appointments/holds';
import { manageBookingUrl } from '../appointments/manage/link';
import { decodeSlotId } from '../appointments/slotId';
import { recordChanges } from './history';
import { bookingAnswer, type DeskDeps } from './requests';
import { deskTimes, offeredOrBad, typeFor } from './times';
import { petTimes } from '../appointments/bookingLength';
import { checkClinic } from './staff';

/** The active clinicians of a clinic, in the catalogue's order. */
const cliniciansAt = (catalogue: Catalogue, clinicId: string) => catalogue.clinicians.filter((c) => c.active && c.clinicId === clinicId);

/** GET /api/v1/desk/catalogue?clinicId= */
export async function deskCatalogue(db: Db, staff: StaffMember, clinicId: string) {
  await checkClinic(db, staff, clinicId);
  const catalogue = await catalogueOf(db, staff.vetId);
  const clinicians = cliniciansAt(catalogue, clinicId);
  const types = catalogue.types.filter((t) => t.active && clinicians.some((c) => c.typeIds.has(t.id)));
  const { rows: species } = await db.query<{ id: number; name: string }>('select id, name from species where vet_id = $1 order by position, name', [
    staff.vetId,
  ]);
  return {
    appointmentTypes: types.map((t) => ({
      id: t.id,
      name: t.name,
      durationMinutes: t.durationMinutes,
      speciesIds: [...t.speciesIds].sort((a, b) => a - b),
      forNewClients: t.forNew,
      forReturningClients: t.forReturning,
    })),
    species,
    clinicians: clinicians.map((c) => ({ id: c.id, name: c.name, typeIds: types.filter((t) => c.typeIds.has(t.id)).map((t) => t.id) })),
  } satisfies v.InferInput<typeof DeskCatalogueAnswerSchema>;
}

/** GET /api/v1/desk/times?clinicId=&date=&appointmentTypeId=&petCount=: every free clinician's times that day. */
export async function phoneTimes(deps: DeskDeps, staff: StaffMember, query: DeskPhoneTimesQuery) {
  const now = deps.now();
  await checkClinic(deps.db, staff, query.clinicId);
  checkMonth(query.date.slice(0, 7), now);
  const catalogue = await catalogueOf(deps.db, staff.vetId);
  const clinic = findClinic(catalogue, query.clinicId);
  const type = typeFor(catalogue, query.appointmentTypeId);
  return deskTimes(deps.db, catalogue, { vetId: staff.vetId, clinic, type, petCount: query.petCount, date: query.date, now });
}

/** The slot if the rules offer it now; one that has passed is, at the desk, a time not offered. */
function offeredNow(...args: Parameters<typeof offeredOrBad>) {
  try {
    return offeredOrBad(...args);
  } catch (error) {
    if (error instanceof HttpError && error.message === SLOT_PASSED) throw badRequest(SLOT_UNKNOWN);
    throw error;
  }
}

/**
 * POST /api/v1/desk/bookings: a confirmed booking (source 'online', origin 'phone') of the
 * clinician and time the slot id names, one appointment per pet back to back.
 */
export async function phoneBooking(deps: DeskDeps, staff: StaffMember, input: DeskPhoneBooking) {
  const now = deps.now();
  const key = decodeSlotId(input.slotId);
  // The desk's times always name their clinician.
  if (!key || key.clinicianId === null) throw badRequest(SLOT_UNKNOWN);
  await checkClinic(deps.db, staff, key.clinicId);
  if (key.petCount !== input.pets.length) throw unprocessable(SLOT_MISMATCH, { issues: { pets: SLOT_MISMATCH } });
  const catalogue = await catalogueOf(deps.db, staff.vetId);
  const speciesIds = input.pets.map((pet) => pet.speciesId);
  checkSpecies(catalogue, speciesIds);
  const type = typeFor(catalogue, key.appointmentTypeId);
  const typeSpecies = catalogue.types.find((t) => t.id === type.id)?.speciesIds;
  if (!speciesIds.every((id) => typeSpecies?.has(id))) throw unprocessable(TYPE_NOT_FOR_PETS, { issues: { pets: TYPE_NOT_FOR_PETS } });
  const { clinic, slot } = offeredNow(catalogue, key, now);
  const bookingId = randomUUID();
  const times = petTimes(type, slot.start, input.pets.length);
  const { client } = input;
  try {
    const answer = await retryingDeadlocks(() =>
      deps.db.tx(async (tx) => {
        const taken = await tx.one<{ id: number | null }>('select take_clinician($1, $2, $3::int[], null, $4, $5, $6) as id', [
          APPOINTMENT_LOCK,
          staff.vetId,
          slot.clinicianIds,
          new Date(slot.start),
          new Date(slot.end),
          now,
        ]);
        if (!taken?.id) throw conflict(SLOT_TAKEN);
        const { rows } = await tx.query<{ id: number; starts_at: Date | string; ends_at: Date | string }>(
          `insert into appointments (vet_id, booking_id, source, origin, status, clinic_id, appointment_type_id, calendar_resource_id, clinician_chosen,
             customer_status_id, starts_at, ends_at, pet_name, species_id, first_name, last_name, email, phone, notes)
           select $1, $2, 'online', 'phone', 'confirmed', $3, $4, $5, true, $6, p.starts_at, p.ends_at, p.pet_name, p.species_id, $11, $12, $13, $14, $15
             from unnest($7::timestamptz[], $8::timestamptz[], $9::text[], $10::int[]) with ordinality as p(starts_at, ends_at, pet_name, species_id, n)
            order by p.n
           returning id, starts_at, ends_at`,
          [
            staff.vetId,
            bookingId,
            clinic.id,
            type.id,
            taken.id,
            input.newClient ? CLIENT_STATUS.New : CLIENT_STATUS.Returning,
            times.map((t) => t.start),
            times.map((t) => t.end),
            input.pets.map((pet) => pet.name),
            speciesIds,
            client.firstName,
            client.lastName,
            client.email,
            client.phone,
            input.notes,
          ],
        );
        await recordChanges(
          tx,
          staff,
          now,
          rows.map((row) => ({
            bookingId,
            appointmentId: row.id,
            action: 'booked',
            before: undefined,
            after: {
              source: 'online',
              origin: 'phone',
              status: 'confirmed',
              startsAt: new Date(row.starts_at).toISOString(),
              endsAt: new Date(row.ends_at).toISOString(),
              appointmentTypeId: type.id,
              calendarResourceId: taken.id,
            },
          })),
        );
        if (client.email !== '') {
          await deps.mailer.send(
            confirmationMessage({
              vetId: staff.vetId,
              vetName: (await vetGroupName(tx, staff.vetId)) ?? '',
              bookingId,
              appointments: (await bookingRows(tx, staff.vetId, bookingId)).map(toAppointment),
              clinic,
              to: client.email,
              firstName: client.firstName,
              kind: 'booked',
              now,
              manageUrl: manageBookingUrl(deps.config, staff.vetId, bookingId),
            }),
            tx,
          );
        }
        return bookingAnswer(tx, staff.vetId, bookingId, 'confirmed');
      }),
    );
    if (client.email !== '') deps.mailer.queued();
    return answer;
  } catch (error) {
    // A writer that took no lock got there first: the database's no-overlap rule refused ours.
    if (isExclusionViolation(error)) throw conflict(SLOT_TAKEN);
    throw error;
  }
}
