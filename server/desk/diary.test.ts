// The desk's day on the real app and database: a clinic's diary (online bookings and confirmed
// requests, the clinic's and clinicians' hours), marking attendance, moving and cancelling a
// booking (the client's emails as the manage link sends them, the history), who may see what,
// and input that breaks a rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, drivers, mailsTo, rowCount, testApp, signInDemoClients, signInDemoStaff, type TestApp } from '../test/harness';
import { bookingIds, slotIdOf, type BookingIds } from '../test/booking';
import { BookingResultAnswerSchema, SLOT_TAKEN } from '../../shared/schemas/appointments';
import { BOOKING_ID_INVALID, DESK_DATE_INVALID, DeskBookingAnswerSchema, DeskHistoryAnswerSchema, DeskTimesAnswerSchema } from '../../shared/schemas/desk';
import {
  ATTENDANCE_CANCELLED,
  ATTENDANCE_INVALID,
  BOOKING_NOT_ON,
  CANCEL_REASON_REQUIRED,
  CANCEL_REASON_TOO_LONG,
  DeskDiaryAnswerSchema,
  DIARY_DAYS_INVALID,
  DIARY_TOO_FAR_BACK,
} from '../../shared/schemas/deskDiary';
import { SLOT_MISMATCH } from '../appointments/booking';
import { encodeSlotId, decodeSlotId } from '../appointments/slotId';

type Json = { success: boolean; message?: string; data?: any };
type Call = [path: string, body: object | undefined, token: string | undefined, vetId?: string];
const read = async (res: Response) => (await res.json()) as Json;

// Monday 23 November 2026, 2:00pm in Auckland (NZDT).
const NOW = '2026-11-23T01:00:00Z';
const DAY = '2026-11-25';

describe.each(drivers())('the desk diary on %s', (driver) => {
  let t: TestApp;
  let reception: string;
  let tuiManager: string;
  let keaManager: string;
  let sam: string;
  let ids: BookingIds;

  beforeAll(async () => {
    t = await testApp({ driver, now: NOW });
    [{ reception, tuiManager, keaManager }, { sam }, ids] = await Promise.all([signInDemoStaff(t), signInDemoClients(t), bookingIds(t)]);
  }, 120_000);
  afterAll(() => t.close());

  const desk = (path: string, token: string | undefined, init: { body?: unknown; vetId?: string } = {}) => t.request(`/api/v1/desk${path}`, { token, ...init });
  const diary = async (from = DAY, days = 1, token = reception) =>
    answerOf(DeskDiaryAnswerSchema, await desk(`/diary?clinicId=tui-hamilton&from=${from}&days=${days}`, token));
  const history = async (bookingId: string) => (await answerOf(DeskHistoryAnswerSchema, await desk(`/bookings/${bookingId}/history`, reception))).items;

  /** A guest's online booking with a clinician; its booking id and the slot id it took. */
  const book = async (email: string, label: string, { clinicId = 'tui-hamilton', clinician = 'Dr Aroha Ngata', pets = ['Rua'] } = {}) => {
    const slotId = await slotIdOf(t, ids, DAY, label, { clinicId, clinician, petCount: pets.length });
    const res = await t.request('/api/v2/appointment/complete', {
      body: {
        clinicId,
        pets: pets.map((name) => ({ id: '', name, speciesId: ids.species.Dog })),
        appointmentTypeId: ids.types.Consultation,
        preferredClinician: ids.clinicians[clinician],
        acceptTermsAndConditions: false,
        slotId,
        customerStatusId: 1,
        firstName: 'Hemi',
        lastName: 'Parata',
        email,
        phone: '021 555 0177',
        notes: 'Limping on the left hind',
      },
    });
    return { bookingId: (await answerOf(BookingResultAnswerSchema, res, 201)).bookingId as string, slotId };
  };
  const aroha = () => ids.clinicians['Dr Aroha Ngata']!;

  let guest: string;
  beforeAll(async () => {
    guest = (await book('diary-guest@example.nz', '9:00am')).bookingId;
  }, 60_000);

  it('shows a guest’s online booking with its pet, client and type, within the clinic’s and clinicians’ hours', async () => {
    const day = await diary(DAY, 2);
    expect(day).toMatchObject({ clinic: { id: 'tui-hamilton', name: 'Tui Vets Hamilton' }, from: DAY, days: 2, blocks: [] });
    expect(day.clinicians.map((c) => c.name)).toContain('Dr Aroha Ngata');
    expect(day.dates.map((d) => d.date)).toEqual([DAY, '2026-11-26']);
    expect(day.dates[0]).toMatchObject({ closed: false, open: { start: expect.stringMatching(/^2026-11-25T\d\d:\d\d:00\+13:00$/) } });
    expect(day.dates[0]!.hours).toContainEqual({ clinicianId: aroha(), start: expect.any(String), end: expect.any(String) });
    expect(day.bookings.find((b) => b.bookingId === guest)).toMatchObject({
      start: `${DAY}T09:00:00+13:00`,
      end: `${DAY}T09:30:00+13:00`,
      clinicianId: aroha(),
      origin: 'online',
      status: 'newAppointment',
      attendance: null,
      pet: { name: 'Rua', species: 'Dog' },
      client: { firstName: 'Hemi', lastName: 'Parata', phone: '021 555 0177', email: 'diary-guest@example.nz', newClient: true },
      appointmentType: { id: ids.types.Consultation, name: 'Consultation' },
      notes: 'Limping on the left hind',
    });
  });

  it('shows a confirmed request as made by request', async () => {
    const res = await t.request('/api/v1/appointment/anonymous', {
      body: {
        title: 'Ms',
        firstName: 'Aria',
        lastName: 'Walker',
        phone: '021 555 0188',
        email: 'diary-request@example.nz',
        comment: 'Booster',
        clinicId: 'tui-hamilton',
        date: `${DAY}T10:00`,
        pets: [{ name: 'Moko', type: 1, otherPetType: '', breed: 'Huntaway', gender: 2, dateOfBirth: '2022-05-01', weight: '24.5', desexed: 1 }],
      },
    });
    const sent = await read(res);
    expect([res.status, sent.message]).toEqual([201, undefined]);
    const bookingId = sent.data.bookingId as string;
    expect((await diary()).bookings.some((b) => b.bookingId === bookingId)).toBe(false);
    const offered = await answerOf(
      DeskTimesAnswerSchema,
      await desk(`/requests/${bookingId}/times?date=${DAY}&appointmentTypeId=${ids.types.Consultation}`, reception),
    );
    const slotId = offered.times.find((time) => time.label === '3:00pm')!.slotId;
    expect((await desk(`/requests/${bookingId}/confirm`, reception, { body: { slotId } })).status).toBe(200);
    expect((await diary()).bookings.find((b) => b.bookingId === bookingId)).toMatchObject({
      origin: 'request',
      status: 'confirmed',
      pet: { name: 'Moko', species: 'dog' },
    });
  });

  it('marks attendance and takes it off again, with the history', async () => {
    const mark = (attendance: string | null) => desk(`/bookings/${guest}/attendance`, reception, { body: { attendance } });
    expect(await answerOf(DeskBookingAnswerSchema, await mark('arrived'))).toMatchObject({ bookingId: guest, attendance: 'arrived' });
    expect((await diary()).bookings.find((b) => b.bookingId === guest)!.attendance).toBe('arrived');
    expect(await answerOf(DeskBookingAnswerSchema, await mark(null))).toMatchObject({ attendance: null });
    expect(await history(guest)).toMatchObject([
      { action: 'attendance', staff: { name: 'Hamilton Reception' }, before: { attendance: 'arrived' }, after: { attendance: null } },
      { action: 'attendance', before: { attendance: null }, after: { attendance: 'arrived' } },
    ]);
  });

  it('moves a booking to a free time (its own time counts as free), emails the client and records it; a taken time is a 409', async () => {
    const { bookingId } = await book('diary-move@example.nz', '11:00am');
    const taken = await book('diary-taken@example.nz', '1:00pm');
    const first = (await mailsTo(t, 'diary-move@example.nz'))[0]!;
    const times = await answerOf(DeskTimesAnswerSchema, await desk(`/bookings/${bookingId}/times?date=${DAY}`, reception));
    const arohas = times.times.filter((time) => time.clinician.id === aroha());
    // Its own half hour, and the quarter after it that overlaps it.
    expect(arohas.map((time) => time.label)).toEqual(expect.arrayContaining(['11:00am', '11:15am']));
    expect(arohas.map((time) => time.label)).not.toContain('1:00pm');

    const to = arohas.find((time) => time.label === '11:15am')!;
    const moved = await answerOf(DeskBookingAnswerSchema, await desk(`/bookings/${bookingId}/move`, reception, { body: { slotId: to.slotId } }));
    expect(moved.appointments[0]).toMatchObject({ bookingDate: `${DAY}T11:15:00+13:00`, calendarResource: { name: 'Dr Aroha Ngata' } });
    const mail = (await mailsTo(t, 'diary-move@example.nz')).at(-1)!;
    expect(mail.subject).toBe('Your appointment at Tui Vets Hamilton has moved');
    expect(mail.text).toMatch(/11:15/);
    const uid = /UID:(\S+)/.exec(String(first.attachments![0]!.content))![1];
    expect(String(mail.attachments![0]!.content)).toContain(`UID:${uid}`);
    expect(String(mail.attachments![0]!.content)).toContain('SEQUENCE:1');
    expect((await history(bookingId))[0]).toMatchObject({
      action: 'moved',
      before: { startsAt: '2026-11-24T22:00:00.000Z', calendarResourceId: aroha(), clinician: 'Dr Aroha Ngata' },
      after: { startsAt: '2026-11-24T22:15:00.000Z', calendarResourceId: aroha(), clinician: 'Dr Aroha Ngata' },
    });

    const mails = await rowCount(t, 'outbox');
    const refused = await desk(`/bookings/${bookingId}/move`, tuiManager, { body: { slotId: taken.slotId } });
    expect(refused.status).toBe(409);
    expect((await read(refused)).message).toBe(SLOT_TAKEN);
    expect(await rowCount(t, "booking_history where booking_id = $1 and action = 'moved'", [bookingId])).toBe(1);
    expect(await rowCount(t, 'outbox')).toBe(mails);
  });

  it('moves a booking of two pets a quarter hour over its own time, both pets back to back', async () => {
    const { bookingId } = await book('diary-pair@example.nz', '9:30am', { pets: ['Rua', 'Moko'] });
    const times = await answerOf(DeskTimesAnswerSchema, await desk(`/bookings/${bookingId}/times?date=${DAY}`, reception));
    const to = times.times.find((time) => time.label === '9:45am' && time.clinician.id === aroha())!;
    const moved = await answerOf(DeskBookingAnswerSchema, await desk(`/bookings/${bookingId}/move`, reception, { body: { slotId: to.slotId } }));
    expect(moved.appointments.map((a) => [a.bookingDate, a.endDate])).toEqual([
      [`${DAY}T09:45:00+13:00`, `${DAY}T10:15:00+13:00`],
      [`${DAY}T10:15:00+13:00`, `${DAY}T10:45:00+13:00`],
    ]);
  });

  it('cancels a booking: the client’s calendar entry is taken out, it leaves the diary, and the history keeps the reason', async () => {
    const { bookingId } = await book('diary-cancel@example.nz', '2:00pm');
    const res = await desk(`/bookings/${bookingId}/cancel`, reception, { body: { reason: 'Dr Ngata is unwell' } });
    expect(await answerOf(DeskBookingAnswerSchema, res)).toMatchObject({
      status: 'cancelledByAdmin',
      appointments: [{ cancellationNote: 'Dr Ngata is unwell' }],
    });
    const mail = (await mailsTo(t, 'diary-cancel@example.nz')).at(-1)!;
    expect(mail.subject).toBe('Your appointment at Tui Vets Hamilton is cancelled');
    expect(mail.text).toContain('The clinic has cancelled your appointment: Dr Ngata is unwell.');
    expect(String(mail.attachments![0]!.content)).toContain('METHOD:CANCEL');
    expect((await diary()).bookings.some((b) => b.bookingId === bookingId)).toBe(false);
    expect((await history(bookingId))[0]).toMatchObject({
      action: 'cancelled',
      before: { status: 'newAppointment' },
      after: { status: 'cancelledByAdmin', cancellationNote: 'Dr Ngata is unwell' },
    });
    for (const [path, body, message] of [
      ['attendance', { attendance: 'arrived' }, ATTENDANCE_CANCELLED],
      ['cancel', { reason: 'Again' }, BOOKING_NOT_ON],
    ] as const) {
      const again = await desk(`/bookings/${bookingId}/${path}`, reception, { body });
      expect(again.status).toBe(409);
      expect((await read(again)).message).toBe(message);
    }
  });

  it('is a plain 404 for another clinic’s receptionist, another group’s staff, clients and no token', async () => {
    const cambridge = (await book('diary-cambridge@example.nz', '10:00am', { clinicId: 'tui-cambridge', clinician: 'Dr Liam Patel' })).bookingId;
    const calls = (bookingId: string, token: string | undefined, vetId?: string): Call[] => [
      [`/bookings/${bookingId}/times?date=${DAY}`, undefined, token, vetId],
      [`/bookings/${bookingId}/attendance`, { attendance: 'arrived' }, token, vetId],
      [`/bookings/${bookingId}/move`, { slotId: 'tui-cambridge~1~1~1~20261125T0000Z' }, token, vetId],
      [`/bookings/${bookingId}/cancel`, { reason: 'No' }, token, vetId],
      [`/bookings/${bookingId}/history`, undefined, token, vetId],
    ];
    const refused: Call[] = [
      ...calls(cambridge, reception),
      ['/diary?clinicId=tui-cambridge&from=2026-11-25', undefined, reception],
      ...calls(guest, keaManager, 'kea-vets'),
      ['/diary?clinicId=tui-hamilton&from=2026-11-25', undefined, keaManager, 'kea-vets'],
      ...calls(guest, sam),
      ['/diary?clinicId=tui-hamilton&from=2026-11-25', undefined, sam],
      ['/diary?clinicId=tui-hamilton&from=2026-11-25', undefined, undefined],
    ];
    for (const [path, body, token, vetId] of refused) {
      const res = await desk(path, token, { body, vetId });
      expect([path, res.status]).toEqual([path, 404]);
      expect((await read(res)).message).toBe('Not found');
    }
    expect(await rowCount(t, "appointments where booking_id = $1 and status <> 'cancelledByAdmin' and attendance is null", [cambridge])).toBe(1);
    expect((await diary(DAY, 1, tuiManager)).bookings.some((b) => b.bookingId === guest)).toBe(true);
  });

  describe('input that breaks a rule', () => {
    it.each<[string, string, object | undefined, number, string]>([
      ['no days', `/diary?clinicId=tui-hamilton&from=${DAY}&days=0`, undefined, 422, DIARY_DAYS_INVALID],
      ['eight days', `/diary?clinicId=tui-hamilton&from=${DAY}&days=8`, undefined, 422, DIARY_DAYS_INVALID],
      ['a day that does not exist', '/diary?clinicId=tui-hamilton&from=2026-02-30', undefined, 422, DESK_DATE_INVALID],
      ['a day over a year back', '/diary?clinicId=tui-hamilton&from=2025-10-31', undefined, 400, DIARY_TOO_FAR_BACK],
      ['an attendance of nothing known', 'attendance', { attendance: 'late' }, 422, ATTENDANCE_INVALID],
      ['no reason', 'cancel', { reason: '  ' }, 422, CANCEL_REASON_REQUIRED],
      ['a reason over 400 characters', 'cancel', { reason: 'x'.repeat(401) }, 422, CANCEL_REASON_TOO_LONG],
      ['a slot of another clinic', 'move', { slotId: 'tui-cambridge~1~1~1~20261125T0000Z' }, 400, SLOT_MISMATCH],
      ['a slot for two pets', 'move', { slotId: 'tui-hamilton~1~2~1~20261125T0000Z' }, 400, SLOT_MISMATCH],
    ])('%s is refused and changes nothing', async (_, path, body, status, message) => {
      const fixed = (slotId: string) => {
        const key = decodeSlotId(slotId)!;
        return encodeSlotId({ ...key, appointmentTypeId: ids.types.Consultation!, clinicianId: aroha() });
      };
      const sent = body && 'slotId' in body ? { slotId: fixed(String(body.slotId)) } : body;
      const res = await desk(path.startsWith('/') ? path : `/bookings/${guest}/${path}`, reception, { body: sent });
      expect(res.status).toBe(status);
      expect((await read(res)).message).toBe(message);
      expect(await rowCount(t, "booking_history where booking_id = $1 and action <> 'attendance'", [guest])).toBe(0);
    });

    it('a bad booking id is a 422', async () => {
      const res = await desk('/bookings/not-a-uuid/cancel', reception, { body: { reason: 'No' } });
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(BOOKING_ID_INVALID);
    });
  });
});
