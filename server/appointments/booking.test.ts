// POST /api/v2/appointment/complete on the real app and database: booking a slot (guest and
// signed in), the confirmation email with its .ics and the notification, holds, the
// double-booking rule (409, and the database constraint under 50 concurrent requests), and
// bad input (4xx, never 500, nothing written).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, drivers, mailsTo, rowCount, signInDemoClients, statementsOf, testApp, type TestApp } from '../test/harness';
import { bookingIds, slotIdOf, type IdsByName, type SlotQuery } from '../test/booking';
import { VERSION_READ } from '../cache/versions';
import { SLOT_TAKEN } from '../../shared/schemas/appointments';
import { ACCEPT_REQUIRED, PET_NOT_FOUND, RETURNING_NEEDS_LINK, SLOT_MISMATCH } from './booking';
import { TYPE_NOT_FOR_PETS } from './catalogue';
import {
  CLIENT_STATUS_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  NOTES_TOO_LONG,
  PET_NAME_REQUIRED,
  PETS_RANGE,
  PHONE_INVALID,
  PHONE_REQUIRED,
  SLOT_REQUIRED,
  SPECIES_REQUIRED,
  BookingResultAnswerSchema,
  HoldAnswerSchema,
} from '../../shared/schemas/appointments';

type Json = { success: boolean; message?: string; data?: any; issues?: Record<string, string> };
const read = async (res: Response) => (await res.json()) as Json;

const NOW = '2026-11-23T01:00:00Z';

describe.each(drivers())('booking on %s', (driver) => {
  let t: TestApp;
  let sam: string;
  let alex: string;
  let kiri: string;
  let species: IdsByName;
  let types: IdsByName;
  let clinicians: IdsByName;

  beforeAll(async () => {
    t = await testApp({ driver, now: NOW });
    ({ sam, alex, kiri } = await signInDemoClients(t));
    ({ species, types, clinicians } = await bookingIds(t));
  }, 60_000);
  afterAll(() => t.close());

  const count = (table: string) => rowCount(t, table);
  const slotId = (day: string, label: string, q: SlotQuery = {}) => slotIdOf(t, { species, types, clinicians }, day, label, q);
  const payload = (slot: string, over: Record<string, unknown> = {}) => ({
    clinicId: 'tui-hamilton',
    pets: [{ id: '', name: 'Rua', speciesId: species.Dog }],
    appointmentTypeId: types.Consultation,
    acceptTermsAndConditions: false,
    slotId: slot,
    customerStatusId: 1,
    firstName: 'Hemi',
    lastName: 'Parata',
    email: 'hemi@example.nz',
    phone: '021 555 0177',
    notes: 'Limping on the front left leg',
    ...over,
  });
  const complete = (body: unknown, init: { token?: string; vetId?: string; headers?: Record<string, string> } = {}) =>
    t.request('/api/v2/appointment/complete', { body, ...init });

  describe('a guest', () => {
    it('books a slot: 201 with the appointments, clinic name and address; the time is gone', async () => {
      const slot = await slotId('2026-12-01', '10:00am', { clinician: 'Dr Aroha Ngata' });
      const data = await answerOf(BookingResultAnswerSchema, await complete(payload(slot, { preferredClinician: clinicians['Dr Aroha Ngata'] })), 201);
      expect(data).toMatchObject({ clinicName: 'Tui Vets Hamilton', clinicAddress: '214 Grey Street, Hamilton East, Hamilton 3216' });
      expect(data.appointments).toHaveLength(1);
      expect(data.appointments[0]).toMatchObject({
        name: 'Rua',
        bookingDate: '2026-12-01T10:00:00+13:00',
        status: 'newAppointment',
        pets: [{ name: 'Rua' }],
        appointmentType: { name: 'Consultation' },
        calendarResource: { name: 'Dr Aroha Ngata' },
        firstName: 'Hemi',
        notes: 'Limping on the front left leg',
      });
      const row = await t.db.one<{ user_id: number | null; pet_id: number | null; starts_at: Date }>(
        'select user_id, pet_id, starts_at from appointments where id = $1',
        [data.appointments[0]!.id],
      );
      expect(row).toMatchObject({ user_id: null, pet_id: null });
      expect(new Date(row!.starts_at).toISOString()).toBe('2026-11-30T21:00:00.000Z');
      await expect(slotId('2026-12-01', '10:00am', { clinician: 'Dr Aroha Ngata' })).rejects.toThrow(/not offered/);
    });

    it('gets a confirmation email with a valid .ics (VEVENT, UTC times)', async () => {
      const slot = await slotId('2026-12-01', '11:00am', { clinician: 'Dr Aroha Ngata' });
      const res = await complete(payload(slot, { email: 'ics@example.nz' }));
      expect(res.status).toBe(201);
      const [mail, ...more] = await mailsTo(t, 'ics@example.nz');
      expect(more).toEqual([]);
      expect(mail!.subject).toBe('Your appointment at Tui Vets Hamilton is booked');
      expect(mail!.text).toContain('Rua: Consultation, 01 December 2026 11:00AM with Dr Aroha Ngata');
      const { attachments } = mail!;
      expect(attachments).toHaveLength(1);
      expect(attachments[0]).toMatchObject({ filename: 'appointment.ics', contentType: 'text/calendar' });
      const ics = attachments[0]!.content;
      expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(ics).toContain('BEGIN:VEVENT\r\n');
      expect(ics).toContain('DTSTART:20261130T220000Z\r\n');
      expect(ics).toContain('DTEND:20261130T223000Z\r\n');
      expect(ics).toContain('DTSTAMP:20261123T010000Z\r\n');
      const answer = (await read(res)).data as { bookingId: string; manageUrl: string };
      expect(ics).toContain(`\r\nUID:booking-${answer.bookingId}-1@tui-vets.vet-widgets\r\n`);
      // The answer's manage link is the email's, and the calendar entry carries it.
      expect(mail!.text).toContain(answer.manageUrl);
      expect(ics.replace(/\r\n /g, '')).toContain(`\\nChange or cancel: ${answer.manageUrl}`);
      expect(ics).toContain('SUMMARY:Consultation for Rua at Tui Vets Hamilton');
      for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(await count("notifications where title = 'Appointment booked'")).toBe(0); // guests have no bell
    });

    const dogAndCat = () => [
      { id: '', name: 'Rex', speciesId: species.Dog },
      { id: '', name: 'Tigger', speciesId: species.Cat },
    ];
    const twoPetsAt = (day: string, label: string) => slotId(day, label, { clinician: 'Dr Ben Cole', petCount: 2, speciesIds: [species.Dog!, species.Cat!] });

    it('books several pets back to back on one clinician', async () => {
      const slot = await twoPetsAt('2026-12-02', '9:00am');
      const res = await complete(payload(slot, { pets: dogAndCat() }));
      expect(res.status).toBe(201);
      const { data } = await read(res);
      expect(data.appointments.map((a: any) => [a.name, a.bookingDate, a.calendarResource.name])).toEqual([
        ['Rex', '2026-12-02T09:00:00+13:00', 'Dr Ben Cole'],
        ['Tigger', '2026-12-02T09:30:00+13:00', 'Dr Ben Cole'],
      ]);
      expect(new Set(data.appointments.map((a: any) => a.bookingId)).size).toBe(1);
    });

    it('is written in one statement, with few round trips in all', async () => {
      const slot = await twoPetsAt('2026-12-02', '2:00pm');
      const { result: res, sent } = await statementsOf(t, () => complete(payload(slot, { pets: dogAndCat() })));
      expect(res.status).toBe(201);
      const writes = sent.filter((sql) => /\b(insert|update|delete)\b/i.test(sql));
      // The two appointments (read back) and the email, in one statement.
      expect(writes).toHaveLength(1);
      expect(writes[0]).toMatch(/insert into appointments[\s\S]*insert into outbox[\s\S]*select id, [\s\S]* from written/);
      // The catalogue's version (none on PGlite), then the booking (which looks for the free
      // clinician itself: no read of busy times before it).
      expect(sent.length).toBeLessThanOrEqual(2);
      expect(sent.some((sql) => /^\s*select calendar_resource_id as rid/.test(sql))).toBe(false);
    });

    it('books from the catalogue this process keeps only while nothing in it changed', async () => {
      // Kept: a first booking reads the catalogue; the next costs no read of its version.
      expect((await complete(payload(await slotId('2026-12-03', '9:00am', { clinician: 'Dr Ben Cole' })))).status).toBe(201);
      const slot = await slotId('2026-12-03', '10:00am', { clinician: 'Dr Ben Cole' });
      const { result: booked, sent } = await statementsOf(t, () => complete(payload(slot)));
      expect(booked.status).toBe(201);
      expect(sent.filter((sql) => sql.trim() === VERSION_READ)).toEqual([]);
      // The clinician leaves, straight in SQL: a time of theirs chosen before is not booked.
      const later = await slotId('2026-12-03', '11:00am', { clinician: 'Dr Ben Cole' });
      const before = await count('appointments');
      await t.db.query("update calendar_resources set active = false where vet_id = 'tui-vets' and name = 'Dr Ben Cole'");
      try {
        const res = await complete(payload(later));
        expect(res.status).toBe(404);
        expect(await count('appointments')).toBe(before);
      } finally {
        await t.db.query("update calendar_resources set active = true where vet_id = 'tui-vets' and name = 'Dr Ben Cole'");
      }
      // A clinician who joins is bookable at once, with the catalogue kept before they did.
      expect((await complete(payload(later))).status).toBe(201);
    });

    it('cannot book as Returning, nor use a saved pet id', async () => {
      const slot = await slotId('2026-12-02', '1:00pm', { clinician: 'Dr Ben Cole' });
      const returning = await complete(payload(slot, { customerStatusId: 2 }));
      expect(returning.status).toBe(422);
      expect((await read(returning)).message).toBe(RETURNING_NEEDS_LINK);
      const pet = await t.db.one<{ id: number }>("select id from pets where name = 'Bella'");
      const saved = await complete(payload(slot, { pets: [{ id: pet!.id, name: 'Bella', speciesId: species.Dog }] }));
      expect(saved.status).toBe(404);
      expect((await read(saved)).message).toBe(PET_NOT_FOUND);
    });
  });

  describe('a signed-in client', () => {
    it("books a saved pet and a new pet ('newPet' as an empty id), with a notification", async () => {
      const bella = await t.db.one<{ id: number }>("select id from pets where name = 'Bella'");
      const petsBefore = await count("pets where name = 'Kowhai'");
      const slot = await slotId('2026-12-03', '2:00pm', { petCount: 2, speciesIds: [species.Dog!, species.Cat!], type: 'Vaccination' });
      const res = await complete(
        payload(slot, {
          appointmentTypeId: types.Vaccination,
          customerStatusId: 2,
          pets: [
            { id: String(bella!.id), name: 'ignored', speciesId: species.Dog },
            { id: '', name: 'Kowhai', speciesId: species.Cat },
          ],
          preferredClinician: 'noPreference',
          email: 'sam@example.nz',
        }),
        { token: sam },
      );
      expect(res.status).toBe(201);
      const { data } = await read(res);
      expect(data.appointments.map((a: any) => a.name)).toEqual(['Bella', 'Kowhai']);
      expect(await count("pets where name = 'Kowhai'")).toBe(petsBefore + 1);
      const kowhai = await t.db.one<{ user_id: number; species_id: number }>("select user_id, species_id from pets where name = 'Kowhai'");
      expect(kowhai!.species_id).toBe(species.Cat);
      const note = await t.db.one<{ title: string; body: string; processed_on: Date }>(
        "select title, body, processed_on from notifications where user_id = $1 and title = 'Appointment booked'",
        [kowhai!.user_id],
      );
      expect(note!.body).toContain('Bella: Vaccination, 03 December 2026 2:00PM');
      expect(new Date(note!.processed_on).toISOString()).toBe('2026-11-23T01:00:00.000Z');
      // The same new pet again is reused, not duplicated.
      const again = await slotId('2026-12-04', '2:00pm', { type: 'Vaccination', speciesIds: [species.Cat!] });
      expect(
        (await complete(payload(again, { appointmentTypeId: types.Vaccination, pets: [{ id: '', name: 'kowhai', speciesId: species.Cat }] }), { token: sam }))
          .status,
      ).toBe(201);
      expect(await count("pets where lower(name) = 'kowhai'")).toBe(petsBefore + 1);
    });

    it("cannot book another client's pet", async () => {
      const bella = await t.db.one<{ id: number }>("select id from pets where name = 'Bella'");
      const before = await count('appointments');
      const slot = await slotId('2026-12-07', '9:00am');
      const res = await complete(payload(slot, { pets: [{ id: bella!.id, name: 'Bella', speciesId: species.Dog }] }), { token: alex });
      expect(res.status).toBe(404);
      expect(await count('appointments')).toBe(before);
    });
  });

  describe('double booking', () => {
    it('refuses a slot that was just taken with a 409 and writes nothing', async () => {
      const slot = await slotId('2026-12-07', '10:00am', { clinician: 'Dr Aroha Ngata' });
      expect((await complete(payload(slot))).status).toBe(201);
      const before = await count('appointments');
      const res = await complete(payload(slot, { email: 'late@example.nz' }));
      expect(res.status).toBe(409);
      expect(await read(res)).toEqual({ success: false, message: SLOT_TAKEN });
      expect(await count('appointments')).toBe(before);
    });

    it('answers a retry with the same Idempotency-Key (the first answer was lost) with the same booking, not a taken time', async () => {
      const slot = await slotId('2026-12-08', '10:00am', { clinician: 'Dr Aroha Ngata' });
      const headers = { 'idempotency-key': 'booking-lost-answer' };
      const first = await complete(payload(slot), { headers });
      const before = await count('appointments');
      const retry = await complete(payload(slot), { headers });
      expect(retry.status).toBe(201);
      expect((await read(retry)).data).toEqual((await read(first)).data);
      expect(await count('appointments')).toBe(before);
    });

    it('gives exactly one success to 50 concurrent bookings of one slot', async () => {
      const slot = await slotId('2026-12-08', '11:00am', { clinician: 'Dr Aroha Ngata' });
      const before = await count('appointments');
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          complete(payload(slot, { email: `racer${i}@example.nz`, pets: [{ id: '', name: `Dog ${i}`, speciesId: species.Dog }] })),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      for (const r of results.filter((x) => x.status === 409)) expect((await read(r)).message).toBe(SLOT_TAKEN);
      expect(await count('appointments')).toBe(before + 1);
    }, 60_000);

    it('is enforced by the database itself (exclusion constraint)', async () => {
      const row = await t.db.one<Record<string, unknown>>(
        "select * from appointments where status = 'newAppointment' and calendar_resource_id is not null order by id limit 1",
      );
      const insert = () =>
        t.db.query(
          `insert into appointments (vet_id, booking_id, source, clinic_id, appointment_type_id, calendar_resource_id, customer_status_id, starts_at, ends_at,
             pet_name, first_name, last_name, email, phone)
           values ($1, gen_random_uuid(), 'online', $2, $3, $4, 1, $5::timestamptz + interval '10 minutes', $6::timestamptz + interval '10 minutes', 'X', 'A', 'B', 'a@b.nz', '1')`,
          [row!.vet_id, row!.clinic_id, row!.appointment_type_id, row!.calendar_resource_id, row!.starts_at, row!.ends_at],
        );
      await expect(insert()).rejects.toMatchObject({ code: '23P01' });
      // A cancelled appointment frees its time.
      await t.db.query("update appointments set status = 'cancelledByAdmin', cancelled_at = now() where id = $1", [row!.id]);
      await expect(insert()).resolves.toBeDefined();
    });

    it('fills a no-preference slot with the next free clinician until none is left', async () => {
      const slot = await slotId('2026-12-10', '2:00pm', { type: 'Vaccination' }); // Aroha, Ben, Mere
      const body = payload(slot, { appointmentTypeId: types.Vaccination });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await complete(body)).status);
      expect(statuses).toEqual([201, 201, 201, 409]);
    });
  });

  describe('with a hold', () => {
    const hold = async (slot: string, token?: string) =>
      answerOf(HoldAnswerSchema, await t.request('/api/v2/appointment/hold', { body: { slotId: slot }, token }), 201);

    it('the holder books; anyone else gets a 409 while the hold lives', async () => {
      const slot = await slotId('2026-12-14', '9:00am', { clinician: 'Dr Ben Cole' });
      const { holdId } = await hold(slot, alex);
      const other = await complete(payload(slot, { email: 'other@example.nz' }), { token: sam });
      expect(other.status).toBe(409);
      const mine = await complete(payload(slot, { holdId }), { token: alex });
      expect(mine.status).toBe(201);
      expect(await t.db.one('select 1 from appointment_holds where id = $1', [holdId])).toBeUndefined();
    });

    it('with no preference, passes over a clinician someone else holds, and the holder gets the held one', async () => {
      const slot = await slotId('2026-12-16', '2:00pm', { type: 'Vaccination' }); // Aroha, Ben, Mere
      const body = payload(slot, { appointmentTypeId: types.Vaccination });
      const { holdId } = await hold(slot, alex);
      const held = await t.db.one<{ name: string }>(
        'select r.name from appointment_holds h join calendar_resources r on r.id = h.calendar_resource_id where h.id = $1',
        [holdId],
      );
      // The confirmation is queued by the booking's own statement: it names the clinician that
      // statement picked, one message per booking, none for a refusal.
      const clinicianOf = async (res: Response, email: string) => {
        expect(res.status).toBe(201);
        const name = (await read(res)).data.appointments[0].calendarResource.name as string;
        const mails = await mailsTo(t, email);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.text).toContain(`Vaccination, 16 December 2026 2:00PM with ${name}`);
        return name;
      };
      const guest = (n: number) => complete({ ...body, email: `vaccination${n}@example.nz` });
      const guests = [await clinicianOf(await guest(1), 'vaccination1@example.nz'), await clinicianOf(await guest(2), 'vaccination2@example.nz')];
      expect(guests).not.toContain(held!.name);
      expect(new Set(guests).size).toBe(2);
      expect(await t.db.one('select 1 from appointment_holds where id = $1', [holdId])).toBeDefined();
      // Every other clinician is now booked: only the holder can have the last one.
      expect((await guest(3)).status).toBe(409);
      expect(await mailsTo(t, 'vaccination3@example.nz')).toEqual([]);
      expect(await clinicianOf(await complete({ ...body, email: 'holder@example.nz', holdId }, { token: alex }), 'holder@example.nz')).toBe(held!.name);
    });

    it("someone else's hold id does not help; an expired hold is ignored", async () => {
      const slot = await slotId('2026-12-14', '10:00am', { clinician: 'Dr Ben Cole' });
      const { holdId } = await hold(slot, alex);
      expect((await complete(payload(slot, { holdId }), { token: sam })).status).toBe(409);
      t.clock.advance(6 * 60_000);
      try {
        expect((await complete(payload(slot, { holdId }), { token: sam })).status).toBe(201);
      } finally {
        t.clock.set(NOW);
      }
    });
  });

  describe('rules of the booking', () => {
    it('needs acceptance when the type has an accept checkbox', async () => {
      const slot = await slotId('2026-12-15', '9:00am', { type: 'Desexing consultation' });
      const body = payload(slot, { appointmentTypeId: types['Desexing consultation'] });
      const res = await complete(body);
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(ACCEPT_REQUIRED);
      expect((await complete({ ...body, acceptTermsAndConditions: true })).status).toBe(201);
    });

    it('refuses a slot that does not match the details sent', async () => {
      const slot = await slotId('2026-12-15', '11:00am', { clinician: 'Dr Ben Cole' });
      for (const over of [
        { clinicId: 'tui-cambridge' },
        { appointmentTypeId: types.Vaccination },
        {
          pets: [
            { id: '', name: 'A', speciesId: species.Dog },
            { id: '', name: 'B', speciesId: species.Dog },
          ],
        },
        { preferredClinician: clinicians['Dr Aroha Ngata'] },
      ]) {
        const res = await complete(payload(slot, over));
        expect(res.status).toBe(422);
        expect((await read(res)).message).toBe(SLOT_MISMATCH);
      }
    });

    it('refuses a type the pets cannot have', async () => {
      const slot = await slotId('2026-12-15', '1:00pm');
      const res = await complete(payload(slot, { pets: [{ id: '', name: 'Storm', speciesId: species.Horse }] }));
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(TYPE_NOT_FOR_PETS);
    });

    it("refuses another group's slot and clinic", async () => {
      const slot = await slotId('2026-12-15', '2:00pm');
      const res = await complete(payload(slot), { vetId: 'kea-vets', token: kiri });
      expect([404, 422]).toContain(res.status);
    });
  });

  describe('bad input', () => {
    const cases: [string, (slot: string) => unknown, number, string | undefined][] = [
      ['not JSON', () => '{"clinicId":', 400, 'The request body must be valid JSON.'],
      ['an array', () => [], 422, 'Please choose a clinic'],
      ['no first name', (s) => payload(s, { firstName: '' }), 422, FIRST_NAME_REQUIRED],
      ['no last name', (s) => payload(s, { lastName: undefined }), 422, LAST_NAME_REQUIRED],
      ['no email', (s) => payload(s, { email: '' }), 422, EMAIL_REQUIRED],
      ['a bad email', (s) => payload(s, { email: 'hemi@' }), 422, EMAIL_INVALID],
      ['no phone', (s) => payload(s, { phone: ' ' }), 422, PHONE_REQUIRED],
      ['a bad phone', (s) => payload(s, { phone: '021-555' }), 422, PHONE_INVALID],
      ['notes over 400', (s) => payload(s, { notes: 'x'.repeat(401) }), 422, NOTES_TOO_LONG],
      ['no pets', (s) => payload(s, { pets: [] }), 422, PETS_RANGE],
      ['four pets', (s) => payload(s, { pets: Array(4).fill({ id: '', name: 'A', speciesId: 1 }) }), 422, PETS_RANGE],
      ['a pet without a name', (s) => payload(s, { pets: [{ id: '', name: '', speciesId: 1 }] }), 422, PET_NAME_REQUIRED],
      ['a pet without species', (s) => payload(s, { pets: [{ id: '', name: 'Rua' }] }), 422, SPECIES_REQUIRED],
      ['an unknown species', (s) => payload(s, { pets: [{ id: '', name: 'Rua', speciesId: 999999 }] }), 422, 'That species was not found'],
      ['a bad client status', (s) => payload(s, { customerStatusId: 7 }), 422, CLIENT_STATUS_REQUIRED],
      ['no slot', (s) => payload(s, { slotId: '' }), 422, SLOT_REQUIRED],
      ['a made-up slot', (s) => payload(s, { slotId: 'tomorrow at ten' }), 422, undefined],
      ['a huge type id', (s) => payload(s, { appointmentTypeId: 99999999999 }), 422, undefined],
      ['a string accept flag', (s) => payload(s, { acceptTermsAndConditions: 'yes' }), 422, undefined],
      ['a bad hold id', (s) => payload(s, { holdId: 'abc' }), 422, undefined],
      ['a pet id that is not a number', (s) => payload(s, { pets: [{ id: 'x1', name: 'Rua', speciesId: 1 }] }), 422, undefined],
      ['a past slot', () => payload('tui-hamilton~1~1~0~20261101T0000Z'), 409, 'That time has passed. Please choose another time.'],
      ['an unknown clinic', (s) => payload(s.replace('tui-hamilton', 'nowhere'), { clinicId: 'nowhere' }), 404, 'That clinic was not found'],
    ];

    it.each(cases)('refuses %s with a 4xx and writes nothing', async (_name, body, status, message) => {
      const slot = await slotId('2026-12-16', '9:00am');
      const before = [await count('appointments'), await count('pets'), await count('outbox'), await count('notifications')];
      const res = await complete(body(slot), { token: sam });
      expect(res.status).toBe(status);
      const json = await read(res);
      expect(json.success).toBe(false);
      if (message) expect(json.message).toBe(message);
      expect([await count('appointments'), await count('pets'), await count('outbox'), await count('notifications')]).toEqual(before);
    });
  });
});
