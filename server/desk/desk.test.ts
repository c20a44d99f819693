// The clinic desk on the real app and database: staff sign-in and its tokens kept apart from
// the clients', who sees which clinic's requests, and confirming or declining a request
// (the slot engine's times, the double-booking rule, the client's email, the history).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, drivers, mailsTo, rowCount, signInDemoClients, testApp, type TestApp } from '../test/harness';
import { BAD_LOGIN } from '../auth/routes';
import { SLOT_UNKNOWN } from '../appointments/availability';
import { SLOT_TAKEN } from '../../shared/schemas/appointments';
import {
  BOOKING_ID_INVALID,
  DECLINE_MESSAGE_TOO_LONG,
  DESK_DATE_INVALID,
  DeskBookingAnswerSchema,
  DeskHistoryAnswerSchema,
  DeskMeAnswerSchema,
  DeskRequestListAnswerSchema,
  DeskTimesAnswerSchema,
  REQUEST_NOT_OPEN,
} from '../../shared/schemas/desk';
import { INVALID_JSON } from '../http/validate';

type Json = { success: boolean; message?: string; data?: any };
const read = async (res: Response) => (await res.json()) as Json;

// Monday 23 November 2026, 2:00pm in Auckland (NZDT).
const NOW = '2026-11-23T01:00:00Z';
const DAY = '2026-11-25';

const RECEPTION = { email: 'reception.hamilton@tuivets.example.nz', password: 'tui-desk-2026', vetId: 'tui-vets' };
const TUI_MANAGER = { email: 'manager@tuivets.example.nz', password: 'tui-manager-2026', vetId: 'tui-vets' };
const KEA_MANAGER = { email: 'manager@keavets.example.nz', password: 'kea-manager-2026', vetId: 'kea-vets' };
const signIn = (t: TestApp, staff: typeof RECEPTION) => t.login(staff.email, staff.password, staff.vetId);

const pet = (name: string) => ({ name, type: 1, otherPetType: '', breed: 'Huntaway', gender: 2, dateOfBirth: '2022-05-01', weight: '24.5', desexed: 1 });

describe.each(drivers())('clinic desk on %s', (driver) => {
  let t: TestApp;
  let reception: string;
  let tuiManager: string;
  let keaManager: string;
  let sam: string;
  let consultation: number;

  /** An older-flow request from a guest; its booking id. */
  const request = async (clinicId: string, email: string, pets: string[]) => {
    const body = {
      title: 'Mr',
      firstName: 'Hemi',
      lastName: 'Parata',
      phone: '021 555 0177',
      email,
      comment: 'Limping',
      clinicId,
      date: `${DAY}T10:00`,
      pets: pets.map(pet),
    };
    const res = await t.request('/api/v1/appointment/anonymous', { body });
    expect(res.status).toBe(201);
    return (await read(res)).data.bookingId as string;
  };
  const desk = (path: string, token: string | undefined, init: { body?: unknown; vetId?: string } = {}) => t.request(`/api/v1/desk${path}`, { token, ...init });
  const times = async (bookingId: string, token = reception) =>
    answerOf(DeskTimesAnswerSchema, await desk(`/requests/${bookingId}/times?date=${DAY}&appointmentTypeId=${consultation}`, token));

  beforeAll(async () => {
    t = await testApp({ driver, now: NOW });
    [reception, tuiManager, keaManager, { sam }] = await Promise.all([
      signIn(t, RECEPTION),
      signIn(t, TUI_MANAGER),
      signIn(t, KEA_MANAGER),
      signInDemoClients(t),
    ]);
    consultation = (await t.db.one<{ id: number }>("select id from appointment_types where vet_id = 'tui-vets' and name = 'Consultation'"))!.id;
  }, 60_000);
  afterAll(() => t.close());

  describe('staff sign-in', () => {
    it.each([
      { staff: RECEPTION, role: 'reception', clinics: ['Tui Vets Hamilton'] },
      { staff: TUI_MANAGER, role: 'manager', clinics: ['Tui Vets Hamilton', 'Tui Vets Cambridge', 'Tui Vets Te Awamutu'] },
      { staff: KEA_MANAGER, role: 'manager', clinics: null },
    ])('$staff.email signs in as $role and sees their clinics', async ({ staff: { email, password, vetId }, role, clinics }) => {
      const res = await t.request('/auth/login', { body: { email, password }, vetId });
      const { data } = await read(res);
      expect(data.staff).toMatchObject({ email, role });
      expect(res.headers.get('set-cookie')).toMatch(/^vet_staff_session=.*HttpOnly/i);
      const me = await answerOf(DeskMeAnswerSchema, await desk('/me', data.token, { vetId }));
      if (clinics) expect(me.clinics.map((c) => c.name)).toEqual(clinics);
      else expect(me.clinics.length).toBeGreaterThan(0);
    });

    it('the form goes to the desk, the cookie gives a desk token, and logout ends it', async () => {
      const res = await t.app.request('/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-vet-id': 'tui-vets' },
        body: new URLSearchParams({ email: RECEPTION.email, password: RECEPTION.password }).toString(),
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/desk');
      const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
      const { token } = (await (await t.request('/auth/staff-token', { headers: { cookie } })).json()) as { token: string };
      expect((await desk('/me', token)).status).toBe(200);
      // The staff cookie is not a client's session.
      expect(((await (await t.request('/auth/token', { headers: { cookie } })).json()) as { token: null }).token).toBeNull();
      await t.request('/auth/logout', { method: 'POST', headers: { cookie } });
      expect((await desk('/me', token)).status).toBe(404);
      expect(((await (await t.request('/auth/staff-token', { headers: { cookie } })).json()) as { token: null }).token).toBeNull();
    });

    it('a wrong staff password is the client sign-in miss', async () => {
      const res = await t.request('/auth/login', { body: { email: RECEPTION.email, password: 'tui-desk-2025' }, ip: '198.51.100.90' });
      expect(res.status).toBe(401);
      expect((await read(res)).message).toBe(BAD_LOGIN);
    });
  });

  describe('tokens stay on their side', () => {
    it('a staff token is refused on client routes', async () => {
      expect((await t.request('/api/v1/profile', { token: reception })).status).toBe(401);
    });

    it.each([
      ['no token', () => undefined, 'tui-vets'],
      ['a client token', () => sam, 'tui-vets'],
      ["another group's staff", () => keaManager, 'tui-vets'],
    ])('the desk answers %s with a plain 404', async (_, token, vetId) => {
      const res = await desk('/me', token(), { vetId });
      expect(res.status).toBe(404);
      expect((await read(res)).message).toBe('Not found');
    });
  });

  describe('the requests queue', () => {
    let hamilton: string;
    let cambridge: string;
    beforeAll(async () => {
      hamilton = await request('tui-hamilton', 'queue-ham@example.nz', ['Rua', 'Moko']);
      cambridge = await request('tui-cambridge', 'queue-cam@example.nz', ['Pip']);
    });

    it("the Hamilton receptionist sees Hamilton's requests, one entry per booking with its pets", async () => {
      const page = await answerOf(DeskRequestListAnswerSchema, await desk('/requests?clinicId=tui-hamilton', reception));
      const entry = page.items.find((i) => i.bookingId === hamilton)!;
      expect(entry).toMatchObject({
        preferredTime: `${DAY}T10:00:00+13:00`,
        client: { firstName: 'Hemi', email: 'queue-ham@example.nz', phone: '021 555 0177' },
        pets: [
          { name: 'Rua', species: 'dog' },
          { name: 'Moko', species: 'dog' },
        ],
        appointmentType: null,
        notes: 'Limping',
      });
      expect(page.items.some((i) => i.bookingId === cambridge)).toBe(false);
    });

    it("gets 404 on another clinic's queue and requests; the Kea manager on Tui's", async () => {
      for (const res of [
        await desk('/requests?clinicId=tui-cambridge', reception),
        await desk(`/requests/${cambridge}/times?date=${DAY}&appointmentTypeId=${consultation}`, reception),
        await desk(`/requests/${cambridge}/decline`, reception, { body: { message: 'No' } }),
        await desk('/requests?clinicId=tui-hamilton', keaManager, { vetId: 'kea-vets' }),
        await desk(`/bookings/${hamilton}/history`, keaManager, { vetId: 'kea-vets' }),
      ]) {
        expect(res.status).toBe(404);
        expect((await read(res)).message).toBe('Not found');
      }
      expect((await answerOf(DeskRequestListAnswerSchema, await desk('/requests?clinicId=tui-cambridge', tuiManager))).total).toBeGreaterThan(0);
    });
  });

  describe('confirming a request', () => {
    it('books the time as the online flow does, emails the client and records the history', async () => {
      const bookingId = await request('tui-hamilton', 'confirm@example.nz', ['Rua']);
      const offered = await times(bookingId);
      const chosen = offered.times.find((time) => time.label === '11:00am')!;
      const online = async () => {
        const query = new URLSearchParams({
          clinicId: 'tui-hamilton',
          date: DAY.slice(0, 7),
          petCount: '1',
          speciesId: String((await t.db.one<{ id: number }>("select id from species where vet_id = 'tui-vets' and name = 'Dog'"))!.id),
          appointmentTypeId: String(consultation),
          calendarResourceId: String(chosen.clinician.id),
        });
        const { data } = await read(await t.request(`/api/v2/appointment/slots?${query}`));
        return (data[`${DAY}T00:00:00`] as Record<string, string>[]).map((pair) => Object.values(pair)[0]);
      };
      expect(await online()).toContain('11:00am');

      const res = await desk(`/requests/${bookingId}/confirm`, reception, { body: { slotId: chosen.slotId } });
      const booked = await answerOf(DeskBookingAnswerSchema, res);
      expect(booked.appointments[0]).toMatchObject({ status: 'confirmed', bookingDate: chosen.start, calendarResource: { name: chosen.clinician.name } });
      expect(await online()).not.toContain('11:00am');
      const queue = await answerOf(DeskRequestListAnswerSchema, await desk('/requests?clinicId=tui-hamilton', reception));
      expect(queue.items.some((i) => i.bookingId === bookingId)).toBe(false);

      const mail = (await mailsTo(t, 'confirm@example.nz')).at(-1)!;
      expect(mail.subject).toBe('Your appointment at Tui Vets Hamilton is booked');
      // The manage link opens it as a booking the client can move, no longer as a request.
      const token = decodeURIComponent(/\/manage-booking\?vetId=tui-vets&token=([^\s)]+)/.exec(mail.text)![1]!);
      expect((await read(await t.request(`/api/v2/appointment/manage/${encodeURIComponent(token)}`))).data).toMatchObject({
        isRequest: false,
        changeable: true,
      });
      expect(mail.attachments!.map((a) => a.filename)).toEqual(['appointment.ics']);
      expect(String(mail.attachments![0]!.content)).toContain('STATUS:CONFIRMED');

      const history = await answerOf(DeskHistoryAnswerSchema, await desk(`/bookings/${bookingId}/history`, tuiManager));
      expect(history.items).toMatchObject([
        {
          action: 'confirmed',
          staff: { name: 'Hamilton Reception' },
          before: { status: 'newAppointment', source: 'request', calendarResourceId: null },
          after: { status: 'confirmed', source: 'online', calendarResourceId: chosen.clinician.id },
        },
      ]);
    });

    it('a time taken meanwhile is a 409 that changes nothing', async () => {
      const first = await request('tui-hamilton', 'race-1@example.nz', ['Rua']);
      const second = await request('tui-hamilton', 'race-2@example.nz', ['Pip']);
      const offered = await times(first);
      const chosen = offered.times.find((time) => time.label === '1:00pm')!;
      expect((await desk(`/requests/${first}/confirm`, reception, { body: { slotId: chosen.slotId } })).status).toBe(200);
      const res = await desk(`/requests/${second}/confirm`, tuiManager, { body: { slotId: chosen.slotId } });
      expect(res.status).toBe(409);
      expect((await read(res)).message).toBe(SLOT_TAKEN);
      expect(await rowCount(t, "appointments where booking_id = $1 and status = 'newAppointment'", [second])).toBe(1);
      expect(await rowCount(t, 'booking_history where booking_id = $1', [second])).toBe(0);
    });
  });

  describe('declining a request', () => {
    it('cancels it, emails the message without a calendar file and records the history', async () => {
      const bookingId = await request('tui-hamilton', 'decline@example.nz', ['Rua']);
      const message = 'We are fully booked that week.\nPlease call us to find another day.';
      const res = await desk(`/requests/${bookingId}/decline`, reception, { body: { message } });
      expect((await answerOf(DeskBookingAnswerSchema, res)).appointments[0]).toMatchObject({ status: 'cancelledByAdmin' });
      const mail = (await mailsTo(t, 'decline@example.nz')).at(-1)!;
      expect(mail.text).toContain(message);
      expect(mail.attachments ?? []).toEqual([]);
      const history = await answerOf(DeskHistoryAnswerSchema, await desk(`/bookings/${bookingId}/history`, reception));
      expect(history.items[0]).toMatchObject({ action: 'declined', after: { status: 'cancelledByAdmin', cancellationNote: message } });
      const again = await desk(`/requests/${bookingId}/decline`, reception, { body: { message: 'Again' } });
      expect(again.status).toBe(409);
      expect((await read(again)).message).toBe(REQUEST_NOT_OPEN);
    });
  });

  describe('bad input', () => {
    type Call = (bookingId: string) => [path: string, body?: object];
    it.each<[string, Call, number, string]>([
      ['a bad booking id', () => ['/requests/not-a-uuid/times?date=2026-11-25'], 422, BOOKING_ID_INVALID],
      ['a day that does not exist', (id: string) => [`/requests/${id}/times?date=2026-02-30`], 422, DESK_DATE_INVALID],
      ['a slot id of nothing', (id: string) => [`/requests/${id}/confirm`, { slotId: 'no-such-slot' }], 400, SLOT_UNKNOWN],
      ['a time never offered', (id: string) => [`/requests/${id}/confirm`, { slotId: 'tui-hamilton~1~1~1~20261124T1400Z' }], 400, SLOT_UNKNOWN],
      ['a message over 400 characters', (id: string) => [`/requests/${id}/decline`, { message: 'x'.repeat(401) }], 422, DECLINE_MESSAGE_TOO_LONG],
    ])('%s is refused (%i) and changes nothing', async (_, make, status, message) => {
      const bookingId = await request('tui-hamilton', 'bad-input@example.nz', ['Rua']);
      const mails = await rowCount(t, 'outbox');
      const [path, body] = make(bookingId);
      const res = await desk(path, reception, body ? { body } : {});
      expect(res.status).toBe(status);
      expect((await read(res)).message).toBe(message);
      expect(await rowCount(t, "appointments where booking_id = $1 and status = 'newAppointment'", [bookingId])).toBe(1);
      expect(await rowCount(t, 'booking_history where booking_id = $1', [bookingId])).toBe(0);
      expect(await rowCount(t, 'outbox')).toBe(mails);
    });

    it('a body that is not JSON is a 400', async () => {
      const bookingId = await request('tui-hamilton', 'bad-json@example.nz', ['Rua']);
      const res = await t.request(`/api/v1/desk/requests/${bookingId}/confirm`, {
        method: 'POST',
        token: reception,
        headers: { 'content-type': 'application/json' },
        body: '{"slotId":',
      });
      expect(res.status).toBe(400);
      expect((await read(res)).message).toBe(INVALID_JSON);
    });
  });
});
