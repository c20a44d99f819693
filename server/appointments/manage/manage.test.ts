// Managing a booking from the link in its email, on the real app and database: what the link
// opens (that booking, nothing else: not another booking, the account, another group), when it
// stops (the appointment started or cancelled; the clinic's notice for changes), altered
// tokens, the move (held, swapped in one transaction, never double-booked under racing moves
// and bookings), the cancel with its reason, and the emails with their calendar updates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, drivers, mailsTo, signInDemoClients, testApp, type TestApp } from '../../test/harness';
import { bookingIds, slotIdOf, type IdsByName } from '../../test/booking';
import {
  AppointmentPageAnswerSchema,
  BookingResultAnswerSchema,
  CANCEL_NOTE_REQUIRED,
  HoldAnswerSchema,
  SlotDaysAnswerSchema,
} from '../../../shared/schemas/appointments';
import { MANAGE_LINK_ENDED, MANAGE_LINK_INVALID, MANAGE_NOT_MOVABLE, ManagedBookingAnswerSchema, noticePassed } from '../../../shared/schemas/manageBooking';
import { manageBookingUrl, manageToken, readManageToken } from './link';

type Json = { success: boolean; message?: string; data?: any };
const read = async (res: Response) => (await res.json()) as Json;

const NOW = '2026-11-23T01:00:00Z';

describe.each(drivers())('managing a booking from its email on %s', (driver) => {
  let t: TestApp;
  let sam: string;
  let species: IdsByName;
  let types: IdsByName;
  let clinicians: IdsByName;

  beforeAll(async () => {
    t = await testApp({ driver, now: NOW });
    ({ sam } = await signInDemoClients(t));
    ({ species, types, clinicians } = await bookingIds(t));
  }, 60_000);
  afterAll(() => t.close());

  const slotId = (day: string, label: string, clinician = 'Dr Aroha Ngata') => slotIdOf(t, { species, types, clinicians }, day, label, { clinician });
  /** A guest's booking with Dr Aroha Ngata; its manage token, read from the confirmation email. */
  const book = async (day: string, label: string, email: string, token?: string) => {
    const slot = await slotId(day, label);
    const res = await t.request('/api/v2/appointment/complete', {
      token,
      body: {
        clinicId: 'tui-hamilton',
        pets: [{ id: '', name: 'Rua', speciesId: species.Dog }],
        appointmentTypeId: types.Consultation,
        preferredClinician: clinicians['Dr Aroha Ngata'],
        acceptTermsAndConditions: false,
        slotId: slot,
        customerStatusId: 1,
        firstName: 'Hemi',
        lastName: 'Parata',
        email,
        phone: '021 555 0177',
        notes: '',
      },
    });
    const data = await answerOf(BookingResultAnswerSchema, res, 201);
    const mail = (await mailsTo(t, email)).at(-1)!;
    const link = /(http:\/\/localhost:8080\/manage-booking\?[^\s)]+)/.exec(mail.text)![1]!;
    const manage = new URL(link).searchParams.get('token')!;
    return { bookingId: data.bookingId as string, id: data.appointments[0]!.id as number, token: manage, link, mail };
  };
  const view = (token: string, vetId?: string) => t.request(`/api/v2/appointment/manage/${encodeURIComponent(token)}`, { vetId });
  const cancel = (token: string, body: unknown, vetId?: string) =>
    t.request(`/api/v2/appointment/manage/${encodeURIComponent(token)}/cancel`, { method: 'PUT', body, vetId });
  const move = (token: string, body: unknown) => t.request(`/api/v2/appointment/manage/${encodeURIComponent(token)}/move`, { body });
  const rowOf = (id: number) =>
    t.db.one<{ status: string; starts_at: Date; sequence: number; calendar_resource_id: number }>(
      'select status, starts_at, sequence, calendar_resource_id from appointments where id = $1',
      [id],
    );

  it('every confirmation carries the booking’s manage link on the portal, and no sign-in wording', async () => {
    const { link, mail, bookingId } = await book('2026-12-01', '9:00am', 'link@example.nz');
    expect(link).toBe(manageBookingUrl(t.deps.config, 'tui-vets', bookingId));
    expect(mail.text).toContain(`To see, move or cancel this booking, open ${link}`);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(mail.text).not.toMatch(/sign in/i);
    const res = await view(new URL(link).searchParams.get('token')!);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = await answerOf(ManagedBookingAnswerSchema, res);
    expect(data).toMatchObject({ bookingId, isRequest: false, changeable: true, noticeMinutes: 120, month: '2026-12' });
    expect(data.clinic).toMatchObject({ id: 'tui-hamilton', phone: expect.any(String) });
    expect(data.appointments).toMatchObject([
      { bookingDate: '2026-12-01T09:00:00+13:00', pets: [{ name: 'Rua' }], calendarResource: { name: 'Dr Aroha Ngata' } },
    ]);
  });

  it('the older flow’s request: a link to see or cancel it, and no calendar file for an unconfirmed time', async () => {
    const res = await t.request('/api/v1/appointment/anonymous', {
      body: {
        title: 'Mr',
        firstName: 'Hemi',
        lastName: 'Parata',
        phone: '021 555 0177',
        email: 'request@example.nz',
        comment: 'Annual check',
        clinicId: 'tui-cambridge',
        date: '2026-11-30T10:00',
        pets: [{ name: 'Rua', type: 1, otherPetType: '', breed: 'Huntaway', gender: 2, dateOfBirth: '2022-05-01', weight: '24.5', desexed: 1 }],
      },
    });
    expect(res.status).toBe(201);
    const [mail] = await mailsTo(t, 'request@example.nz');
    expect(mail!.attachments).toEqual([]);
    expect(mail!.text).not.toMatch(/sign in/i);
    const token = new URL(/(http:\/\/localhost:8080\/manage-booking\?\S+)/.exec(mail!.text)![1]!).searchParams.get('token')!;
    expect((await answerOf(ManagedBookingAnswerSchema, await view(token))).isRequest).toBe(true);
    const refused = await move(token, { slotId: await slotId('2026-12-02', '9:00am') });
    expect(refused.status).toBe(409);
    expect((await read(refused)).message).toBe(MANAGE_NOT_MOVABLE);
    expect((await cancel(token, { note: 'Sorted it out' })).status).toBe(200);
    // It was never in the client's calendar: its cancellation has nothing to take out.
    const cancelled = (await mailsTo(t, 'request@example.nz')).find((m) => /is cancelled/.test(m.subject))!;
    expect(cancelled.attachments).toEqual([]);
    expect(cancelled.text).not.toMatch(/calendar/i);
  });

  describe('a token reaches its own booking only', () => {
    it('not another booking, the account or another group; altered tokens are refused and change nothing', async () => {
      const mine = await book('2026-12-01', '9:30am', 'mine@example.nz');
      const other = await book('2026-12-01', '10:30am', 'other@example.nz');
      const [payload, signature] = mine.token.split('.');
      const [otherPayload] = other.token.split('.');
      const flipped = `${signature!.slice(0, -2)}${signature!.at(-2) === 'A' ? 'B' : 'A'}${signature!.at(-1)}`;
      const forged = [
        `${otherPayload}.${signature}`, // another booking's id under this booking's signature
        `${payload}.${flipped}`,
        `${payload}`,
        `${payload}.${signature}.x`,
        'not-a-token',
        manageToken({ jwtSecret: new TextEncoder().encode('another secret') }, 'tui-vets', mine.bookingId),
      ];
      for (const token of forged) {
        const res = await view(token);
        expect(res.status, token).toBe(404);
        expect((await read(res)).message).toBe(MANAGE_LINK_INVALID);
        expect((await cancel(token, { note: 'x' })).status).toBe(404);
        expect((await move(token, { slotId: await slotId('2026-12-02', '9:00am') })).status).toBe(404);
      }
      // Another vet group: the token names tui-vets.
      expect((await view(mine.token, 'kea-vets')).status).toBe(404);
      expect((await cancel(mine.token, { note: 'x' }, 'kea-vets')).status).toBe(404);
      // It is no bearer token: the account and the appointment calls refuse it.
      for (const path of ['/api/v2/appointment?type=future', `/api/v2/appointment/${mine.id}`, '/api/v1/profile']) {
        expect((await t.request(path, { token: mine.token })).status, path).toBe(401);
      }
      expect((await t.request(`/api/v2/appointment/${other.id}/cancel`, { method: 'PUT', body: { note: 'x' }, token: mine.token })).status).toBe(401);
      // What it opens is its own booking, and cancelling with it leaves the other alone.
      expect((await answerOf(ManagedBookingAnswerSchema, await view(mine.token))).bookingId).toBe(mine.bookingId);
      expect((await cancel(mine.token, { note: 'Moving town' })).status).toBe(200);
      expect((await rowOf(other.id))!.status).toBe('newAppointment');
      expect((await rowOf(mine.id))!.status).toBe('cancelledByCustomer');
    });

    it('reads back only what it signed', () => {
      const config = { jwtSecret: new TextEncoder().encode('k') };
      const token = manageToken(config, 'kea-vets', '5d0a1f7e-2b7c-4a57-9d0e-7f1c2b3a4d5e');
      expect(readManageToken(config, token)).toEqual({ vetId: 'kea-vets', bookingId: '5d0a1f7e-2b7c-4a57-9d0e-7f1c2b3a4d5e' });
      expect(readManageToken(config, token.toUpperCase())).toBeNull();
      expect(readManageToken(config, `${token}x`.repeat(40))).toBeNull();
    });
  });

  describe('when it ends', () => {
    it('stops when the appointment starts (410), and changes stop at the clinic’s notice with its phone number', async () => {
      const { token, id } = await book('2026-12-03', '9:00am', 'ends@example.nz');
      const start = new Date('2026-12-02T20:00:00Z').getTime();
      try {
        t.clock.set(new Date(start - 2 * 3_600_000 - 60_000));
        expect((await answerOf(ManagedBookingAnswerSchema, await view(token))).changeable).toBe(true);
        t.clock.set(new Date(start - 90 * 60_000));
        const late = await answerOf(ManagedBookingAnswerSchema, await view(token));
        expect(late.changeable).toBe(false);
        const refused = await cancel(token, { note: 'Cannot come' });
        expect(refused.status).toBe(409);
        const { message } = await read(refused);
        expect(message).toBe(noticePassed(120, 'Tui Vets Hamilton', late.clinic.phone));
        expect(message).toContain(late.clinic.phone!);
        expect((await move(token, { slotId: await slotId('2026-12-04', '9:00am') })).status).toBe(409);
        expect(await rowOf(id)).toMatchObject({ status: 'newAppointment', sequence: 0 });
        t.clock.set(new Date(start));
        const ended = await view(token);
        expect(ended.status).toBe(410);
        expect((await read(ended)).message).toBe(MANAGE_LINK_ENDED);
      } finally {
        t.clock.set(NOW);
      }
    });

    it('stops once the booking is cancelled; the reason is required', async () => {
      const { token, id } = await book('2026-12-03', '10:00am', 'cancel@example.nz');
      const missing = await cancel(token, { note: '  ' });
      expect(missing.status).toBe(422);
      expect((await read(missing)).message).toBe(CANCEL_NOTE_REQUIRED);
      expect((await rowOf(id))!.status).toBe('newAppointment');
      const done = await answerOf(ManagedBookingAnswerSchema, await cancel(token, { note: 'Feeling better' }));
      expect(done.appointments).toMatchObject([{ status: 'cancelledByCustomer', cancellationNote: 'Feeling better' }]);
      expect((await view(token)).status).toBe(410);
      expect((await cancel(token, { note: 'again' })).status).toBe(410);
      const mail = (await mailsTo(t, 'cancel@example.nz')).at(-1)!;
      expect(mail.subject).toBe('Your appointment at Tui Vets Hamilton is cancelled');
      const ics = mail.attachments[0]!.content;
      expect(ics).toContain('\r\nMETHOD:CANCEL\r\n');
      expect(ics).toContain('\r\nSEQUENCE:1\r\n');
      expect(ics).toContain('\r\nSTATUS:CANCELLED\r\n');
      const clinicMail = (await t.mailbox()).find((m) => m.subject.startsWith('Booking cancelled online: Hemi Parata'));
      expect(clinicMail?.text).toContain('Reason: Feeling better');
    });
  });

  describe('moving', () => {
    it('holds the new time, moves the rows in place, and sends the calendar update (same UID, higher SEQUENCE)', async () => {
      const { token, id, bookingId, link } = await book('2026-12-07', '9:00am', 'move@example.nz');
      const slots = await answerOf(SlotDaysAnswerSchema, await t.request(`/api/v2/appointment/manage/${token}/slots?date=2026-12`));
      const target = (slots?.['2026-12-08T00:00:00'] ?? []).find((p) => Object.values(p)[0] === '2:00pm')!;
      const newSlot = Object.keys(target)[0]!;
      // Only the booking's own clinician (chosen) is offered.
      expect(newSlot).toBe(await slotId('2026-12-08', '2:00pm'));
      const hold = await answerOf(HoldAnswerSchema, await t.request(`/api/v2/appointment/manage/${token}/hold`, { body: { slotId: newSlot } }), 201);
      // Held: gone from everyone else's calendar.
      await expect(slotId('2026-12-08', '2:00pm')).rejects.toThrow(/not offered/);
      // Another type's time does not fit this booking.
      const mismatch = await t.request(`/api/v2/appointment/manage/${token}/hold`, {
        body: { slotId: newSlot.replace(`~${types.Consultation}~`, `~${types.Vaccination}~`) },
      });
      expect(mismatch.status).toBe(422);
      const moved = await answerOf(ManagedBookingAnswerSchema, await move(token, { slotId: newSlot, holdId: hold.holdId }));
      expect(moved.appointments).toMatchObject([{ id, bookingDate: '2026-12-08T14:00:00+13:00', status: 'newAppointment' }]);
      expect(await rowOf(id)).toMatchObject({ sequence: 1, calendar_resource_id: clinicians['Dr Aroha Ngata'] });
      expect(await t.db.one('select 1 from appointment_holds where id = $1', [hold.holdId])).toBeUndefined();
      // The old time is free again; the old link still opens the moved booking.
      expect(await slotId('2026-12-07', '9:00am')).toBeTruthy();
      expect((await answerOf(ManagedBookingAnswerSchema, await view(token))).appointments[0]!.bookingDate).toBe('2026-12-08T14:00:00+13:00');
      const mail = (await mailsTo(t, 'move@example.nz')).at(-1)!;
      expect(mail.subject).toBe('Your appointment at Tui Vets Hamilton has moved');
      expect(mail.text).toContain(link);
      const ics = mail.attachments[0]!.content;
      expect(ics).toContain(`\r\nUID:booking-${bookingId}-1@tui-vets.vet-widgets\r\nSEQUENCE:1\r\n`);
      expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
      expect(ics).toContain('\r\nDTSTART:20261208T010000Z\r\n');
      const clinicMail = (await t.mailbox()).find((m) => m.subject.startsWith('Booking moved online: Hemi Parata'));
      expect(clinicMail?.text).toContain('Was:');
    });

    it('a signed-in client’s account shows the move, with a notification', async () => {
      const { token, id } = await book('2026-12-09', '9:00am', 'sam@example.nz', sam);
      const newSlot = await slotId('2026-12-10', '11:00am');
      expect((await move(token, { slotId: newSlot })).status).toBe(200);
      const page = await answerOf(AppointmentPageAnswerSchema, await t.request('/api/v2/appointment?type=future&limit=50', { token: sam }));
      expect(page.items.find((a) => a.id === id)).toMatchObject({ bookingDate: '2026-12-10T11:00:00+13:00' });
      expect(await t.db.one("select 1 from notifications where title = 'Appointment moved' and body like '%10 December 2026%'")).toBeTruthy();
    });

    it('never double-books under 20 racing moves and 5 bookings of one time; no booking is left on both times or neither', async () => {
      const labels = ['8:00am', '8:30am', '9:00am', '9:30am', '10:00am', '10:30am', '11:00am', '11:30am', '1:00pm', '1:30pm'];
      const bookings = [];
      for (const day of ['2026-12-14', '2026-12-15'])
        for (const [i, label] of labels.entries()) bookings.push(await book(day, label, `race-${day}-${i}@example.nz`));
      const target = await slotId('2026-12-16', '10:00am');
      const results = await Promise.all([
        ...bookings.map((b) => move(b.token, { slotId: target })),
        ...Array.from({ length: 5 }, (_, i) =>
          t.request('/api/v2/appointment/complete', {
            body: {
              clinicId: 'tui-hamilton',
              pets: [{ id: '', name: `Racer ${i}`, speciesId: species.Dog }],
              appointmentTypeId: types.Consultation,
              preferredClinician: clinicians['Dr Aroha Ngata'],
              acceptTermsAndConditions: false,
              slotId: target,
              customerStatusId: 1,
              firstName: 'Race',
              lastName: 'Client',
              email: `racer${i}@example.nz`,
              phone: '021 555 0177',
              notes: '',
            },
          }),
        ),
      ]);
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 200 && s !== 201).every((s) => s === 409)).toBe(true);
      const atTarget = await t.db.query(
        "select id from appointments where calendar_resource_id = $1 and starts_at = $2 and status not in ('cancelledByAdmin', 'cancelledByCustomer')",
        [clinicians['Dr Aroha Ngata'], new Date('2026-12-15T21:00:00Z')],
      );
      expect(atTarget.rows).toHaveLength(1);
      for (const b of bookings) {
        const { rows } = await t.db.query<{ starts_at: Date }>('select starts_at from appointments where booking_id = $1', [b.bookingId]);
        expect(rows).toHaveLength(1);
      }
      const moved = await Promise.all(bookings.map(async (b) => (await rowOf(b.id))!.sequence));
      expect(moved.filter((s) => s === 1).length).toBe(statuses.slice(0, bookings.length).filter((s) => s === 200).length);
      const overlaps = await t.db.one<{ n: number }>(
        `select count(*)::int as n from appointments a join appointments b on a.id < b.id and a.calendar_resource_id = b.calendar_resource_id
          and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')
          where a.status not in ('cancelledByAdmin', 'cancelledByCustomer') and b.status not in ('cancelledByAdmin', 'cancelledByCustomer')`,
      );
      expect(overlaps!.n).toBe(0);
    }, 60_000);
  });
});
