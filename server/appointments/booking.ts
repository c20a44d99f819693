// POST /api/v2/appointment/complete: books the chosen slot. The slot id is re-checked
// against the rules (clinic, type for these pets and client status, hours, now), then one
// appointment per pet is written back to back on one clinician in a single transaction.
// The database's exclusion constraint is what finally stops a double booking: when two
// requests race, the loser's insert fails (23P01) and it gets a 409, never a second row.
import { randomUUID } from 'node:crypto';
import { versionOf } from '../cache/versions';
import type { Conn, Db } from '../db/index';
import { conflict, HttpError, notFound, unprocessable } from '../http/errors';
import type { AuthUser } from '../http/env';
import type { Mailer } from '../mail/mailer';
import type { Config } from '../config';
import { manageBookingUrl } from './manage/link';
import { CLIENT_STATUS } from '../../shared/domain/statuses';
import type * as v from 'valibot';
import { SLOT_TAKEN, type BookingResultAnswerSchema, type CompleteBookingSchema } from '../../shared/schemas/appointments';
import { APPOINTMENT_COLUMNS, APPOINTMENT_SELECT, toAppointment, type AppointmentRow } from './appointments';
import { offeredSlot } from './availability';
import { petTimes } from './bookingLength';
import { catalogueOf, checkSpecies, keptCatalogue, offeredType, type Catalogue, type Clinic } from './catalogue';
import { confirmationMessage, notifyBooked, type ConfirmationInput } from './confirmation';
import { APPOINTMENT_LOCK, isExclusionViolation, matchingHold, retryingDeadlocks, slotKeyOf } from './holds';

export const SLOT_MISMATCH = 'The chosen time does not match the booking details. Please choose the time again.';
export const ACCEPT_REQUIRED = 'Please read and accept the important information to continue.';
export const RETURNING_NEEDS_LINK = 'To book as a returning client, please log in with an account linked to the practice.';
export const PET_NOT_FOUND = 'That pet was not found';
import { PET_TWICE } from '../../shared/schemas/appointments';
import { vetGroupName } from '../http/tenancy';
import { log } from '../ops/log';
export { PET_TWICE };

interface BookingPet {
  petId: number | null;
  name: string;
  speciesId: number;
}

/**
 * The pets of the booking. A saved pet must be the signed-in user's own. A pet given by name
 * ('newPet' sent as an empty id) becomes one of a signed-in user's pets, reusing one of the
 * same name and species; a guest's pet is kept on the appointment only.
 */
async function bookingPets(
  tx: Conn,
  vetId: string,
  user: AuthUser | undefined,
  pets: v.InferOutput<typeof CompleteBookingSchema>['pets'],
): Promise<BookingPet[]> {
  const out: BookingPet[] = [];
  for (const pet of pets) {
    if (pet.id !== null) {
      if (!user) throw notFound(PET_NOT_FOUND);
      const saved = await tx.one<{ id: number; name: string }>('select id, name from pets where vet_id = $1 and user_id = $2 and id = $3', [
        vetId,
        user.id,
        pet.id,
      ]);
      if (!saved) throw notFound(PET_NOT_FOUND);
      out.push({ petId: saved.id, name: saved.name, speciesId: pet.speciesId });
    } else if (user) {
      const existing = await tx.one<{ id: number; name: string }>(
        'select id, name from pets where vet_id = $1 and user_id = $2 and lower(name) = lower($3) and species_id = $4 order by id limit 1',
        [vetId, user.id, pet.name, pet.speciesId],
      );
      const created =
        existing ??
        (await tx.one<{ id: number; name: string }>('insert into pets (vet_id, user_id, name, species_id) values ($1, $2, $3, $4) returning id, name', [
          vetId,
          user.id,
          pet.name,
          pet.speciesId,
        ]))!;
      out.push({ petId: created.id, name: created.name, speciesId: pet.speciesId });
    } else {
      out.push({ petId: null, name: pet.name, speciesId: pet.speciesId });
    }
  }
  const ids = out.flatMap((p) => (p.petId === null ? [] : [p.petId]));
  if (new Set(ids).size !== ids.length) throw unprocessable(PET_TWICE, { issues: { pets: PET_TWICE } });
  return out;
}

type BookingDeps = { db: Db; mailer: Mailer; now: () => Date; config: Pick<Config, 'jwtSecret' | 'publicUrl'> };

export async function completeBooking(deps: BookingDeps, vetId: string, user: AuthUser | undefined, input: v.InferOutput<typeof CompleteBookingSchema>) {
  // The catalogue this process keeps is used without reading its version first; the insert
  // writes only if that version is still current. A refusal before anything was
  // written may be the kept catalogue's doing (a clinician, type or clinic changed since):
  // then the booking is judged again with the current one.
  const kept = await keptCatalogue(deps.db, vetId);
  if (kept.version === null) return book(deps, vetId, user, input, kept.catalogue, null);
  try {
    return await book(deps, vetId, user, input, kept.catalogue, { scope: `catalogue:${vetId}`, version: kept.version });
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    const current = await catalogueOf(deps.db, vetId);
    if (current === kept.catalogue) throw error;
    return book(deps, vetId, user, input, current, null);
  }
}

/** A booking judged with `catalogue`, written only while `kept` (its version, when not just read) still stands. */
async function book(
  deps: BookingDeps,
  vetId: string,
  user: AuthUser | undefined,
  input: v.InferOutput<typeof CompleteBookingSchema>,
  catalogue: Catalogue,
  kept: KeptVersion | null,
) {
  const { db } = deps;
  const now = deps.now();
  const key = slotKeyOf(input.slotId);
  if (
    key.clinicId !== input.clinicId.toLowerCase() ||
    key.appointmentTypeId !== input.appointmentTypeId ||
    key.petCount !== input.pets.length ||
    (input.preferredClinician !== null && input.preferredClinician !== key.clinicianId)
  ) {
    throw unprocessable(SLOT_MISMATCH, { issues: { slotId: SLOT_MISMATCH } });
  }
  // The spec: Returning is for a signed-in client linked to the practice system.
  if (input.customerStatusId === CLIENT_STATUS.Returning) {
    const linked = user && (await db.one<{ ok: boolean }>('select is_linked_to_pms as ok from users where vet_id = $1 and id = $2', [vetId, user.id]))?.ok;
    if (!linked) throw unprocessable(RETURNING_NEEDS_LINK, { issues: { customerStatusId: RETURNING_NEEDS_LINK } });
  }
  const speciesIds = input.pets.map((p) => p.speciesId);
  checkSpecies(catalogue, speciesIds);
  const type = offeredType(catalogue, input.appointmentTypeId, speciesIds, input.customerStatusId);
  if (type.hasAcceptCheckbox && !input.acceptTermsAndConditions) {
    throw unprocessable(ACCEPT_REQUIRED, { issues: { acceptTermsAndConditions: ACCEPT_REQUIRED } });
  }

  const hold = input.holdId ? await matchingHold(db, vetId, user, input.holdId, key, now) : undefined;
  const { clinic, slot } = offeredSlot(catalogue, key, now, type);
  // The held clinician first; with no preference, any other whose hours allow it. Who of them
  // is free is asked by the insert itself (one statement, not two).
  const order =
    hold && slot.clinicianIds.includes(hold.calendar_resource_id)
      ? [hold.calendar_resource_id, ...slot.clinicianIds.filter((id) => id !== hold.calendar_resource_id && key.clinicianId === null)]
      : slot.clinicianIds;
  const bookingId = randomUUID();
  const manageUrl = manageBookingUrl(deps.config, vetId, bookingId);
  const vetName = (await vetGroupName(db, vetId)) ?? '';
  const clinicianNames = order.map((id) => catalogue.clinicians.find((c) => c.id === id)?.name ?? null);

  // A guest's booking is the one statement below, a transaction of its own; a signed-in
  // client's also saves new pets and the bell's notification, so it takes a transaction.
  const write = async (conn: Conn) => {
    const times = petTimes(type, slot.start, input.pets.length);
    const pets = (await bookingPets(conn, vetId, user, input.pets)).map((pet, i) => ({ ...pet, ...times[i]! }));
    const rows = await insertAppointments(conn, {
      vetId,
      userId: user?.id ?? null,
      bookingId,
      holdId: hold?.id ?? null,
      clinic,
      typeId: type.id,
      clinicianIds: order,
      clinicianChosen: key.clinicianId !== null,
      now,
      kept,
      input,
      slot,
      pets,
      vetName,
      typeName: type.name,
      clinicianNames,
      manageUrl,
      deskUrl: `${deps.config.publicUrl}/desk`,
    });
    // Every clinician it could be is booked or held by someone else (or the kept catalogue
    // changed meanwhile: completeBooking then judges it again).
    if (!rows.length) throw conflict(SLOT_TAKEN);
    // Named as the catalogue the booking was judged with has them: current, or nothing was written.
    const appointments = rows.map((row) =>
      toAppointment({
        ...row,
        clinic_name: clinic.name,
        clinic_address: clinic.address,
        type_name: type.name,
        resource_name: clinicianNames[order.indexOf(row.calendar_resource_id)] ?? null,
      }),
    );
    if (user) await notifyBooked(conn, { vetId, userId: user.id, clinic, kind: 'booked', now, appointments });
    return appointments;
  };
  // The insert looks after taking the time's locks, so another booking of it has committed by
  // then and is seen. The no-overlap constraint still has the last word over writers that
  // take no lock: looking again (a new statement) then sees theirs and moves on.
  for (let attempt = 0; ; attempt++) {
    try {
      const appointments = await retryingDeadlocks(() => (user ? db.tx(write) : write(db)));
      deps.mailer.queued();
      return bookingResponse(bookingId, appointments, clinic, manageUrl);
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      if (attempt >= order.length) throw conflict(SLOT_TAKEN);
    }
  }
}

/** An appointment as written, without the names an AppointmentRow has. */
type WrittenRow = Omit<AppointmentRow, 'clinic_name' | 'clinic_address' | 'type_name' | 'resource_name'> & { calendar_resource_id: number };

/** A cache version (server/cache/versions.ts) a write checks is still current. */
interface KeptVersion {
  scope: string;
  version: string;
}

interface AppointmentsToWrite {
  vetId: string;
  userId: number | null;
  bookingId: string;
  /** The client's own hold on the time, given back as the appointments take it. */
  holdId: string | null;
  clinic: Pick<Clinic, 'id' | 'name' | 'address' | 'phone'>;
  typeId: number;
  /** Who may take it, in order: the first not booked or held by another client for the slot. */
  clinicianIds: number[];
  clinicianChosen: boolean;
  now: Date;
  /** The catalogue version the booking was judged under, if it must still be current; null: no check. */
  kept: KeptVersion | null;
  input: Pick<
    v.InferOutput<typeof CompleteBookingSchema>,
    'customerStatusId' | 'firstName' | 'lastName' | 'email' | 'phone' | 'notes' | 'acceptTermsAndConditions'
  >;
  /** The whole time taken (every pet's appointment). */
  slot: { start: number; end: number };
  /** One appointment per pet, back to back. */
  pets: (BookingPet & { start: Date; end: Date })[];
  /** For the confirmation the statement queues: names as the kept catalogue has them. */
  vetName: string;
  typeName: string;
  /** In `clinicianIds` order. */
  clinicianNames: (string | null)[];
  manageUrl: string;
  /** For the clinic's email of the booking, when the clinic has one per booking. */
  deskUrl: string;
}

/**
 * Writes a booking's appointments and gives back the rows written, in one statement (each
 * round trip to the database costs more than the work it carries).
 * It takes the first clinician given who is not booked or held by someone else for the slot
 * (migration 021's take_clinician: the slot engine's test, made after taking the clinician's
 * locks on the time, which `lockClinician` shares, so a hold being made for this time waits
 * and then sees the booking), gives back the client's own hold, inserts, and queues the
 * confirmation made from the rows it wrote, naming the clinician it picked
 * (server/mail/templates.ts renders it when it is sent), all only while the catalogue
 * version it was judged under is current (`kept`).
 * No rows: nobody was free, or that version has moved on.
 */
async function insertAppointments(conn: Conn, w: AppointmentsToWrite) {
  const { rows } = await conn.query<WrittenRow>(
    `with locked as (
       select id from (select take_clinician($1, $3, $2::int[], $4::uuid, $22, $23, $24) as id
                        where $25::text is null or ${versionOf('$25')} = $26) as taken
        where id is not null),
     released as (delete from appointment_holds where vet_id = $3 and id = $4::uuid and exists (select 1 from locked)),
     written as (
       insert into appointments (vet_id, user_id, booking_id, source, clinic_id, appointment_type_id, calendar_resource_id, clinician_chosen,
         customer_status_id, starts_at, ends_at, pet_id, pet_name, species_id, first_name, last_name, email, phone, notes, accept_terms, created_at)
       select $3, $5, $6, 'online', $7, $8, locked.id, $9, $10, p.starts_at, p.ends_at, p.pet_id, p.pet_name, p.species_id, $16, $17, $18, $19, $20, $21, $24
         from locked, unnest($11::timestamptz[], $12::timestamptz[], $13::int[], $14::text[], $15::int[]) as p(starts_at, ends_at, pet_id, pet_name, species_id)
       returning *),
     mailed as (
       insert into outbox (vet_id, to_address, template, data)
       select $3, $18, 'booking-confirmation', jsonb_build_object('bookingId', min(w.booking_id::text), 'vetName', $27::text, 'firstName', $16::text,
                'kind', 'booked', 'now', $24::timestamptz, 'clinic', $28::jsonb,
                'appointments', jsonb_agg(jsonb_build_object('startsAt', w.starts_at, 'endsAt', w.ends_at, 'pet', w.pet_name, 'type', $29::text,
                                            'clinician', ($30::text[])[array_position($2::int[], w.calendar_resource_id)])
                                          order by w.starts_at),
                'manageUrl', $31::text)
         from written w
       having count(*) > 0
       returning data),
     clinic_mailed as (
       insert into outbox (vet_id, to_address, template, data)
       select $3, c.email, 'clinic-new-booking', m.data || jsonb_build_object('clinicName', c.name,
                'client', jsonb_build_object('firstName', $16::text, 'lastName', $17::text, 'phone', $19::text, 'email', $18::text),
                'notes', $20::text, 'deskUrl', $32::text)
         from mailed m join clinics c on c.vet_id = $3 and c.id = $7
        where c.booking_mail = 'each' and c.email is not null)
     select ${APPOINTMENT_COLUMNS}, calendar_resource_id from written order by starts_at, id`,
    [
      APPOINTMENT_LOCK,
      w.clinicianIds,
      w.vetId,
      w.holdId,
      w.userId,
      w.bookingId,
      w.clinic.id,
      w.typeId,
      w.clinicianChosen,
      w.input.customerStatusId,
      w.pets.map((p) => p.start.toISOString()),
      w.pets.map((p) => p.end.toISOString()),
      w.pets.map((p) => p.petId),
      w.pets.map((p) => p.name),
      w.pets.map((p) => p.speciesId),
      w.input.firstName,
      w.input.lastName,
      w.input.email,
      w.input.phone,
      w.input.notes,
      w.input.acceptTermsAndConditions,
      new Date(w.slot.start),
      new Date(w.slot.end),
      w.now,
      w.kept?.scope ?? null,
      w.kept?.version ?? null,
      w.vetName,
      JSON.stringify({ name: w.clinic.name, address: w.clinic.address, phone: w.clinic.phone }),
      w.typeName,
      w.clinicianNames,
      w.manageUrl,
      w.deskUrl,
    ],
  );
  return rows;
}

/** After the older flow's transaction: the email, then what the confirmation screen shows. */
export async function confirmBooking(
  deps: { db: Conn; mailer: Mailer; config: Pick<Config, 'jwtSecret' | 'publicUrl'> },
  booking: Pick<ConfirmationInput, 'vetId' | 'bookingId' | 'clinic' | 'kind' | 'now' | 'to' | 'firstName'> & {
    appointments: ReturnType<typeof toAppointment>[];
  },
) {
  const { vetId, bookingId, clinic, appointments } = booking;
  const vetName = (await vetGroupName(deps.db, vetId)) ?? '';
  const manageUrl = manageBookingUrl(deps.config, vetId, bookingId);
  try {
    await deps.mailer.send(confirmationMessage({ ...booking, vetName, manageUrl }));
  } catch (error) {
    // The booking stands; a mail server hiccup must not turn it into an error for the client.
    log.error({ err: error, appointmentId: bookingId }, `The ${booking.kind === 'booked' ? 'booking confirmation' : 'appointment request'} email failed`);
  }
  return bookingResponse(bookingId, appointments, clinic, manageUrl);
}

export async function bookingRows(db: Conn, vetId: string, bookingId: string) {
  const { rows } = await db.query<AppointmentRow>(`${APPOINTMENT_SELECT} where a.vet_id = $1 and a.booking_id = $2 order by a.starts_at, a.id`, [
    vetId,
    bookingId,
  ]);
  return rows;
}

/** What the confirmation screen shows: the appointments (name, bookingDate), clinicName, clinicAddress. */
/**
 * What the confirmation screen shows: the appointments, and the booking's id and manage link,
 * which its "Add to calendar" file names as the emails' files do.
 */
export function bookingResponse(
  bookingId: string,
  appointments: ReturnType<typeof toAppointment>[],
  clinic: { name: string; address: string },
  manageUrl: string,
) {
  return {
    bookingId,
    manageUrl,
    appointments: appointments.map((a) => ({ ...a, name: a.pets.map((p) => p.name).join(', ') })),
    clinicName: clinic.name,
    clinicAddress: clinic.address,
  } satisfies v.InferInput<typeof BookingResultAnswerSchema>;
}
