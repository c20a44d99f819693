// The account's appointments: list future/past with paging, one
// appointment, cancel with a reason; the access matrix (anonymous, another client, another
// vet group: refused, nothing changed); and the older flow (v1) request and cancel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, drivers, signInDemoClients, testApp, type TestApp } from '../test/harness';
import { ALREADY_CANCELLED, APPOINTMENT_NOT_FOUND, ONLY_FUTURE } from './appointments';
import { REQUEST_AWAITING_CONFIRMATION } from '../../shared/domain/statuses';
import { CLASSIC_DATE_PAST } from '../../shared/schemas/appointments';
import { CLINIC_CLOSED, DATE_NOT_ON_INTERVAL, DATE_OUTSIDE_HOURS } from './classic';
import {
  CANCEL_NOTE_REQUIRED,
  CANCEL_NOTE_TOO_LONG,
  CLASSIC_DATE_REQUIRED,
  CLASSIC_LOCATION_REQUIRED,
  CLASSIC_PETS_REQUIRED,
  CLASSIC_REASON_REQUIRED,
  LIST_TYPE_INVALID,
  PET_TYPE_REQUIRED,
  AppointmentPageAnswerSchema,
} from '../../shared/schemas/appointments';

type Json = { success: boolean; message?: string; data?: any; issues?: Record<string, string> };
const read = async (res: Response) => (await res.json()) as Json;

const NOW = '2026-11-23T01:00:00Z';

describe.each(drivers())('account appointments on %s', (driver) => {
  let t: TestApp;
  let sam: string;
  let alex: string;
  let kiri: string;

  beforeAll(async () => {
    t = await testApp({ driver, now: NOW });
    ({ sam, alex, kiri } = await signInDemoClients(t));
  }, 60_000);
  afterAll(() => t.close());

  const list = async (query: string, token?: string, vetId?: string) => t.request(`/api/v2/appointment?${query}`, { token, vetId });
  const idOf = async (petName: string) =>
    (await t.db.one<{ id: number }>('select id from appointments where pet_name = $1 order by id limit 1', [petName]))!.id;
  const snapshot = async () => (await t.db.query('select id, status, cancellation_note from appointments order by id')).rows;
  const cancel = (id: number | string, body: unknown, init: { token?: string; vetId?: string } = {}) =>
    t.request(`/api/v2/appointment/${id}/cancel`, { method: 'PUT', body, ...init });

  describe('list', () => {
    it("shows the client's upcoming appointments, soonest first", async () => {
      const data = await answerOf(AppointmentPageAnswerSchema, await list('type=future&offset=0&limit=10', sam));
      expect(data.total).toBe(1);
      expect(data.items).toEqual([
        {
          id: expect.any(Number),
          bookingId: expect.any(String),
          bookingDate: '2026-12-09T09:30:00+13:00',
          endDate: '2026-12-09T10:00:00+13:00',
          status: 'confirmed',
          statusText: 'Confirmed',
          isRequest: false,
          clinic: { id: 'tui-hamilton', name: 'Tui Vets Hamilton', address: '214 Grey Street, Hamilton East, Hamilton 3216' },
          pets: [{ name: 'Milo' }],
          appointmentType: { name: 'Consultation' },
          calendarResource: { name: 'Dr Ben Cole' },
          firstName: 'Sam',
          lastName: 'Taylor',
          phone: '021 555 0101',
          email: 'sam@example.nz',
          notes: '',
          cancellationNote: null,
        },
      ]);
    });

    it('shows past appointments with a status text, most recent first', async () => {
      const { data } = await read(await list('type=past', sam));
      expect(data.total).toBe(1);
      expect(data.items[0]).toMatchObject({
        bookingDate: '2026-10-13T10:00:00+13:00',
        status: 'completed',
        statusText: 'Completed',
        pets: [{ name: 'Bella' }],
      });
    });

    it('pages with offset and limit (default 10)', async () => {
      for (let i = 0; i < 12; i++) {
        await t.db.query(
          `insert into appointments (vet_id, user_id, booking_id, source, clinic_id, customer_status_id, starts_at, ends_at, pet_name, first_name, last_name, email, phone)
           select 'tui-vets', id, gen_random_uuid(), 'request', 'tui-cambridge', 1, $2::timestamptz, $2::timestamptz + interval '30 minutes', $3, 'Alex', 'Morgan', email, '1'
             from users where email = $1`,
          ['alex@example.nz', new Date(Date.UTC(2027, 0, 4 + i, 21)), `Pet ${i}`],
        );
      }
      const first = (await read(await list('type=future', alex))).data;
      expect(first.total).toBe(12);
      expect(first.items).toHaveLength(10);
      expect(first.items[0].pets[0].name).toBe('Pet 0');
      const second = (await read(await list('type=future&offset=10&limit=10', alex))).data;
      expect(second.items.map((a: any) => a.pets[0].name)).toEqual(['Pet 10', 'Pet 11']);
      expect((await read(await list('type=past', alex))).data).toEqual({ items: [], total: 0 });
    });

    it.each([
      ['type=soon', LIST_TYPE_INVALID],
      ['type=future&limit=0', undefined],
      ['type=future&limit=500', undefined],
      ['type=future&offset=-1', undefined],
      ['type=future&offset=abc', undefined],
    ])('refuses %s with 422', async (query, message) => {
      const res = await list(query, sam);
      expect(res.status).toBe(422);
      if (message) expect((await read(res)).message).toBe(message);
    });

    it('needs a signed-in user; another group sees only its own', async () => {
      expect((await list('type=future')).status).toBe(401);
      // Sam's token is for tui-vets: refused on kea-vets.
      expect((await list('type=future', sam, 'kea-vets')).status).toBe(401);
      const kea = (await read(await list('type=future', kiri, 'kea-vets'))).data;
      expect(kea.items.map((a: any) => a.pets[0].name)).toEqual(['Tama']);
    });
  });

  describe('get', () => {
    it('returns the owner their appointment', async () => {
      const res = await t.request(`/api/v2/appointment/${await idOf('Milo')}`, { token: sam });
      expect(res.status).toBe(200);
      expect((await read(res)).data.pets).toEqual([{ name: 'Milo' }]);
    });

    it('is not found for anyone else, or a bad id', async () => {
      const id = await idOf('Milo');
      expect((await t.request(`/api/v2/appointment/${id}`, { token: alex })).status).toBe(404);
      expect((await t.request(`/api/v2/appointment/${id}`, { token: kiri, vetId: 'kea-vets' })).status).toBe(404);
      expect((await t.request(`/api/v2/appointment/${id}`)).status).toBe(401);
      expect((await t.request('/api/v2/appointment/abc', { token: sam })).status).toBe(404);
      expect((await t.request('/api/v2/appointment/99999999', { token: sam })).status).toBe(404);
    });
  });

  describe('cancel', () => {
    it.each([
      [{}, CANCEL_NOTE_REQUIRED],
      [{ note: '' }, CANCEL_NOTE_REQUIRED],
      [{ note: '   ' }, CANCEL_NOTE_REQUIRED],
      [{ note: 12 }, CANCEL_NOTE_REQUIRED],
      [{ note: 'x'.repeat(401) }, CANCEL_NOTE_TOO_LONG],
    ])('needs a reason: %j', async (body, message) => {
      const before = await snapshot();
      const res = await cancel(await idOf('Milo'), body, { token: sam });
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(message);
      expect(await snapshot()).toEqual(before);
    });

    it('is refused for another client, another group and anonymous, changing nothing', async () => {
      const id = await idOf('Milo');
      const before = await snapshot();
      const other = await cancel(id, { note: 'not mine' }, { token: alex });
      expect(other.status).toBe(404);
      expect((await read(other)).message).toBe(APPOINTMENT_NOT_FOUND);
      expect((await cancel(id, { note: 'not mine' }, { token: kiri, vetId: 'kea-vets' })).status).toBe(404);
      expect((await cancel(id, { note: 'not mine' })).status).toBe(401);
      expect(await snapshot()).toEqual(before);
    });

    it('cancels an upcoming appointment of the owner, once', async () => {
      const id = await idOf('Milo');
      const res = await cancel(id, { note: 'Milo is better now' }, { token: sam });
      expect(res.status).toBe(200);
      expect((await read(res)).data).toMatchObject({
        id,
        status: 'cancelledByCustomer',
        statusText: 'Cancelled by you',
        cancellationNote: 'Milo is better now',
      });
      const again = await cancel(id, { note: 'again' }, { token: sam });
      expect(again.status).toBe(409);
      expect((await read(again)).message).toBe(ALREADY_CANCELLED);
      // The freed time can be booked again.
      const row = await t.db.one<{ cancelled_at: Date }>('select cancelled_at from appointments where id = $1', [id]);
      expect(new Date(row!.cancelled_at).toISOString()).toBe('2026-11-23T01:00:00.000Z');
    });

    it('refuses a past appointment', async () => {
      const res = await cancel(await idOf('Bella'), { note: 'too late' }, { token: sam });
      expect(res.status).toBe(409);
      expect((await read(res)).message).toBe(ONLY_FUTURE);
    });
  });

  describe('older flow (v1)', () => {
    const person = {
      title: 'Mr',
      firstName: 'Hemi',
      lastName: 'Parata',
      phone: '021 555 0177',
      email: 'hemi@example.nz',
      comment: 'Annual check',
      clinicId: 'tui-cambridge',
    };
    const anonymousPet = { name: 'Rua', type: 1, otherPetType: '', breed: 'Huntaway', gender: 2, dateOfBirth: '2022-05-01', weight: '24.5', desexed: 1 };

    it('takes a guest request at a practice time, with pet details and an email', async () => {
      const res = await t.request('/api/v1/appointment/anonymous', { body: { ...person, date: '2026-11-28T09:30', pets: [anonymousPet] } });
      expect(res.status).toBe(201);
      const { data } = await read(res);
      expect(data.clinicName).toBe('Tui Vets Cambridge');
      expect(data.appointments[0]).toMatchObject({
        name: 'Rua',
        bookingDate: '2026-11-28T09:30:00+13:00',
        status: 'newAppointment',
        calendarResource: null,
        notes: 'Annual check',
      });
      const row = await t.db.one<{ pet_details: any; source: string; user_id: number | null }>(
        'select pet_details, source, user_id from appointments where id = $1',
        [data.appointments[0].id],
      );
      expect(row).toMatchObject({ source: 'request', user_id: null });
      expect(typeof row!.pet_details === 'string' ? JSON.parse(row!.pet_details) : row!.pet_details).toEqual({
        type: 'dog',
        otherPetType: '',
        breed: 'Huntaway',
        gender: 'female',
        dateOfBirth: '2022-05-01',
        weight: 24.5,
        desexed: true,
      });
      const mail = (await t.mailbox()).find((m) => m.to === 'hemi@example.nz')!;
      expect(mail.subject).toBe('We have your appointment request for Tui Vets Cambridge');
      // The clinic has not confirmed the time yet: no calendar file, a link to see or cancel it.
      expect(mail.attachments).toEqual([]);
      expect(mail.text).toContain('To see or cancel this request, open http://localhost:8080/manage-booking?vetId=tui-vets&token=');
      // The clinic hears of it at once, with the client's details and the desk where it is confirmed.
      const toClinic = (await t.mailbox()).find((m) => m.to === 'cambridge@tuivets.example.nz')!;
      expect(toClinic.subject).toMatch(/^Appointment request: Hemi Parata, /);
      expect(toClinic.text).toContain('Client: Hemi Parata, 021 555 0177, hemi@example.nz');
      expect(toClinic.text).toContain('Notes: Annual check');
      expect(toClinic.text).toContain('Confirm a time or decline it at the clinic desk: http://localhost:8080/desk');
    });

    it("takes a signed-in client's request for their saved pets, with a notification", async () => {
      const bella = await t.db.one<{ id: number }>("select id from pets where name = 'Bella'");
      const res = await t.request('/api/v1/appointment', {
        token: sam,
        body: { ...person, date: '2026-11-30T16:30:00+13:00', pets: [{ id: bella!.id, name: 'Bella', type: { id: 1, name: 'dog' } }] },
      });
      expect(res.status).toBe(201);
      expect((await read(res)).data.appointments[0]).toMatchObject({ name: 'Bella', bookingDate: '2026-11-30T16:30:00+13:00' });
      expect(await t.db.one("select 1 from notifications where title = 'Appointment request received'")).toBeDefined();
      // It appears in the account list, and can be cancelled there or through v1.
      const listed = (await read(await list('type=future', sam))).data.items.find((a: any) => a.bookingDate === '2026-11-30T16:30:00+13:00');
      // A request the clinic has not confirmed reads as that, not a bare 'New'.
      expect(listed).toMatchObject({ status: 'newAppointment', isRequest: true, statusText: REQUEST_AWAITING_CONFIRMATION });
      const res1 = await t.request(`/api/v1/appointment/${listed.id}/cancel`, { method: 'PUT', body: { note: 'Changed plans' }, token: sam });
      expect(res1.status).toBe(200);
      expect((await read(res1)).data.status).toBe('cancelledByCustomer');
    });

    it.each([
      ['a past time', { date: '2026-11-20T10:00' }, CLASSIC_DATE_PAST],
      ['a time off the half hour', { date: '2026-11-30T10:15' }, DATE_NOT_ON_INTERVAL],
      ['before 8am', { date: '2026-11-30T07:30' }, DATE_OUTSIDE_HOURS],
      ['after 4:30pm', { date: '2026-11-30T17:00' }, DATE_OUTSIDE_HOURS],
      ['Saturday after 11:30am', { date: '2026-11-28T12:00' }, DATE_OUTSIDE_HOURS],
      ['a Sunday', { date: '2026-11-29T10:00' }, CLINIC_CLOSED],
      ['no date', { date: '' }, CLASSIC_DATE_REQUIRED],
      ['no clinic', { clinicId: '' }, CLASSIC_LOCATION_REQUIRED],
      ['no reason', { comment: ' ' }, CLASSIC_REASON_REQUIRED],
      ['no pets', { pets: [] }, CLASSIC_PETS_REQUIRED],
      ['a pet without a type', { pets: [{ name: 'Rua' }] }, PET_TYPE_REQUIRED],
      ["another group's clinic", { clinicId: 'kea-wanaka' }, 'That clinic was not found'],
    ])('refuses a guest request with %s, writing nothing', async (_name, over, message) => {
      const before = await snapshot();
      const res = await t.request('/api/v1/appointment/anonymous', { body: { ...person, date: '2026-11-30T10:00', pets: [anonymousPet], ...over } });
      expect([404, 422]).toContain(res.status);
      expect((await read(res)).message).toBe(message);
      expect(await snapshot()).toEqual(before);
    });

    it("needs sign-in for the signed-in call, and refuses another client's pet", async () => {
      const bella = await t.db.one<{ id: number }>("select id from pets where name = 'Bella'");
      const body = { ...person, date: '2026-12-01T10:00', pets: [{ id: bella!.id, name: 'Bella' }] };
      expect((await t.request('/api/v1/appointment', { body })).status).toBe(401);
      const before = await snapshot();
      expect((await t.request('/api/v1/appointment', { body, token: alex })).status).toBe(404);
      expect(await snapshot()).toEqual(before);
    });
  });
});
