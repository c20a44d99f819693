// Phone bookings at the desk on the real app and database: the clinic's catalogue as the desk
// may book it, the free times, the booking (with and without an email address), the
// double-booking rule shared with the online flow, bad input and who may do it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, drivers, mailsTo, rowCount, signInDemoClients, signInDemoStaff, testApp, type TestApp } from '../test/harness';
import { SLOT_UNKNOWN } from '../appointments/availability';
import { SLOT_MISMATCH } from '../appointments/booking';
import { SPECIES_NOT_FOUND, TYPE_NOT_FOR_PETS } from '../appointments/catalogue';
import { queueAppointmentReminders } from '../reminders/appointmentReminders';
import { EMAIL_INVALID, FIRST_NAME_REQUIRED, NOTES_TOO_LONG, PETS_RANGE, PHONE_REQUIRED, SLOT_TAKEN } from '../../shared/schemas/appointments';
import { DeskBookingAnswerSchema, DeskHistoryAnswerSchema, DeskTimesAnswerSchema } from '../../shared/schemas/desk';
import { DeskCatalogueAnswerSchema, NAME_TOO_LONG, NEW_CLIENT_REQUIRED, PET_COUNT_INVALID } from '../../shared/schemas/deskPhone';

type Json = { success: boolean; message?: string; data?: any };
const read = async (res: Response) => (await res.json()) as Json;

// Monday 23 November 2026, 2:00pm in Auckland (NZDT).
const NOW = '2026-11-23T01:00:00Z';
const DAY = '2026-11-25';

describe.each(drivers())('phone bookings at the desk on %s', (driver) => {
  let t: TestApp;
  let reception: string;
  let tuiManager: string;
  let keaManager: string;
  let sam: string;
  let consultation: number;
  let dog: number;
  let horse: number;

  const desk = (path: string, token: string | undefined, init: { body?: unknown; vetId?: string; method?: string; headers?: Record<string, string> } = {}) =>
    t.request(`/api/v1/desk${path}`, { token, ...init });
  const times = async (petCount = 1, day = DAY, clinicId = 'tui-hamilton') =>
    answerOf(DeskTimesAnswerSchema, await desk(`/times?clinicId=${clinicId}&date=${day}&appointmentTypeId=${consultation}&petCount=${petCount}`, reception));
  const timeAt = async (label: string, clinician: string, petCount = 1) =>
    (await times(petCount)).times.find((time) => time.label === label && time.clinician.name === clinician)!;
  /** The labels the booking widget's slots call offers that day (one clinician, or anyone). */
  const online = async (calendarResourceId: number | null) => {
    const query = new URLSearchParams({
      clinicId: 'tui-hamilton',
      date: DAY.slice(0, 7),
      petCount: '1',
      speciesId: String(dog),
      appointmentTypeId: String(consultation),
      ...(calendarResourceId === null ? {} : { calendarResourceId: String(calendarResourceId) }),
    });
    const { data } = await read(await t.request(`/api/v2/appointment/slots?${query}`));
    return ((data[`${DAY}T00:00:00`] ?? []) as Record<string, string>[]).map((pair) => Object.values(pair)[0]);
  };
  const booking = (slotId: string, over: Record<string, unknown> = {}) => ({
    slotId,
    client: { firstName: 'Aroha', lastName: 'Wiremu', phone: '021 555 0199', email: 'phone-client@example.nz' },
    newClient: true,
    pets: [{ name: 'Toa', speciesId: dog }],
    notes: 'Booked by phone',
    ...over,
  });

  beforeAll(async () => {
    t = await testApp({ driver, now: NOW });
    [{ reception, tuiManager, keaManager }, { sam }] = await Promise.all([signInDemoStaff(t), signInDemoClients(t)]);
    const id = async (sql: string) => (await t.db.one<{ id: number }>(sql))!.id;
    consultation = await id("select id from appointment_types where vet_id = 'tui-vets' and name = 'Consultation'");
    dog = await id("select id from species where vet_id = 'tui-vets' and name = 'Dog'");
    horse = await id("select id from species where vet_id = 'tui-vets' and name = 'Horse'");
  }, 60_000);
  afterAll(() => t.close());

  it("the catalogue lists the types the clinic's clinicians do, the species and who does what", async () => {
    const catalogue = await answerOf(DeskCatalogueAnswerSchema, await desk('/catalogue?clinicId=tui-hamilton', reception));
    expect(catalogue.clinicians.map((c) => c.name)).toEqual(['Dr Aroha Ngata', 'Dr Ben Cole', 'Nurse Mere Tane', 'Dr Sophie Clarke']);
    const vaccination = catalogue.appointmentTypes.find((type) => type.name === 'Vaccination')!;
    expect(catalogue.clinicians.find((c) => c.name === 'Nurse Mere Tane')!.typeIds).toEqual([vaccination.id]);
    expect(catalogue.appointmentTypes.find((type) => type.id === consultation)).toMatchObject({
      name: 'Consultation',
      durationMinutes: 30,
      forNewClients: true,
      forReturningClients: true,
    });
    expect(catalogue.appointmentTypes.find((type) => type.name === 'Dental check')).toMatchObject({ forNewClients: false });
    expect(catalogue.appointmentTypes.find((type) => type.id === consultation)!.speciesIds).toContain(dog);
    expect(catalogue.species).toContainEqual({ id: dog, name: 'Dog' });
  });

  it('books the time with the client emailed their confirmation and manage link, and the online slots lose it', async () => {
    const chosen = await timeAt('10:00am', 'Dr Aroha Ngata');
    expect(chosen.start).toBe(`${DAY}T10:00:00+13:00`);
    expect(await online(chosen.clinician.id)).toContain('10:00am');

    const res = await desk('/bookings', reception, { body: booking(chosen.slotId) });
    const booked = await answerOf(DeskBookingAnswerSchema, res, 201);
    expect(booked).toMatchObject({ status: 'confirmed' });
    expect(booked.appointments).toMatchObject([{ status: 'confirmed', bookingDate: chosen.start, calendarResource: { name: 'Dr Aroha Ngata' } }]);
    expect(await online(chosen.clinician.id)).not.toContain('10:00am');
    expect(await online(chosen.clinician.id)).not.toContain('10:15am');
    const row = await t.db.one<{ source: string; origin: string; customer_status_id: number; email: string; notes: string }>(
      'select source, origin, customer_status_id, email, notes from appointments where booking_id = $1',
      [booked.bookingId],
    );
    expect(row).toEqual({ source: 'online', origin: 'phone', customer_status_id: 1, email: 'phone-client@example.nz', notes: 'Booked by phone' });

    const mail = (await mailsTo(t, 'phone-client@example.nz')).at(-1)!;
    expect(mail.subject).toBe('Your appointment at Tui Vets Hamilton is booked');
    expect(mail.attachments!.map((a) => a.filename)).toEqual(['appointment.ics']);
    const token = decodeURIComponent(/\/manage-booking\?vetId=tui-vets&token=([^\s)]+)/.exec(mail.text)![1]!);
    expect((await read(await t.request(`/api/v2/appointment/manage/${encodeURIComponent(token)}`))).data).toMatchObject({ changeable: true });

    const history = await answerOf(DeskHistoryAnswerSchema, await desk(`/bookings/${booked.bookingId}/history`, tuiManager));
    expect(history.items).toMatchObject([{ action: 'booked', staff: { name: 'Hamilton Reception' }, before: null, after: { status: 'confirmed' } }]);

    // The same time again is taken, whoever asks.
    const again = await desk('/bookings', tuiManager, { body: booking(chosen.slotId, { client: { ...booking('').client, email: 'second@example.nz' } }) });
    expect(again.status).toBe(409);
    expect((await read(again)).message).toBe(SLOT_TAKEN);
    expect(await mailsTo(t, 'second@example.nz')).toEqual([]);
  });

  it('books two pets back to back for a client with no email: nothing is mailed, now or as a reminder', async () => {
    const chosen = await timeAt('11:00am', 'Dr Ben Cole', 2);
    const mails = await rowCount(t, 'outbox');
    const body = booking(chosen.slotId, {
      client: { firstName: 'Rawiri', lastName: 'Hohaia', phone: '07 856 0101', email: '' },
      newClient: false,
      pets: [
        { name: 'Pip', speciesId: dog },
        { name: 'Tama', speciesId: dog },
      ],
    });
    const booked = await answerOf(DeskBookingAnswerSchema, await desk('/bookings', reception, { body }), 201);
    expect(booked.appointments.map((a) => [a.pets![0]!.name, a.bookingDate])).toEqual([
      ['Pip', `${DAY}T11:00:00+13:00`],
      ['Tama', `${DAY}T11:30:00+13:00`],
    ]);
    expect(await rowCount(t, 'outbox')).toBe(mails);
    expect(await rowCount(t, "appointments where booking_id = $1 and email = '' and customer_status_id = 2", [booked.bookingId])).toBe(2);

    // The day before, at the reminder hour, the email-less booking is passed over.
    const keys = await queueAppointmentReminders(t.db, t.deps.mailer, t.deps.config, new Date('2026-11-24T08:00:00Z'));
    expect(keys.some((key) => key.includes(booked.bookingId))).toBe(false);
    expect(await rowCount(t, "outbox where to_address = ''")).toBe(0);
  });

  it('answers a retry with the same Idempotency-Key (the first answer was lost) with the booking it made', async () => {
    const chosen = await timeAt('2:00pm', 'Dr Ben Cole');
    const body = booking(chosen.slotId, { client: { firstName: 'Mere', lastName: 'Retry', phone: '021 555 0123', email: '' } });
    const headers = { 'idempotency-key': 'desk-retry-1' };
    const first = await answerOf(DeskBookingAnswerSchema, await desk('/bookings', reception, { body, headers }), 201);
    const again = await answerOf(DeskBookingAnswerSchema, await desk('/bookings', reception, { body, headers }), 201);
    expect(again.bookingId).toBe(first.bookingId);
    expect(await rowCount(t, "appointments where last_name = 'Retry'")).toBe(1);
    // Without the key, the time is taken by the first.
    expect((await desk('/bookings', reception, { body })).status).toBe(409);
  });

  it('an empty email is only allowed on a phone booking', async () => {
    await expect(t.db.query("update appointments set email = '' where origin <> 'phone'")).rejects.toThrow();
  });

  describe('bad input', () => {
    let slotId: string;
    beforeAll(async () => {
      slotId = (await timeAt('3:00pm', 'Dr Aroha Ngata')).slotId;
    });
    const client = { firstName: 'Aroha', lastName: 'Wiremu', phone: '021 555 0199', email: '' };

    it.each<[string, () => Record<string, unknown>, number, string]>([
      ['no phone', () => booking(slotId, { client: { ...client, phone: '' } }), 422, PHONE_REQUIRED],
      ['a name over 100 characters', () => booking(slotId, { client: { ...client, lastName: 'x'.repeat(101) } }), 422, NAME_TOO_LONG],
      ['an email that is not one', () => booking(slotId, { client: { ...client, email: 'aroha@' } }), 422, EMAIL_INVALID],
      ['notes over 400 characters', () => booking(slotId, { notes: 'x'.repeat(401) }), 422, NOTES_TOO_LONG],
      ['no pets', () => booking(slotId, { pets: [] }), 422, PETS_RANGE],
      ['four pets', () => booking(slotId, { pets: Array.from({ length: 4 }, () => ({ name: 'Toa', speciesId: dog })) }), 422, PETS_RANGE],
      ['no new-or-returning', () => booking(slotId, { newClient: undefined }), 422, NEW_CLIENT_REQUIRED],
      ['no client', () => booking(slotId, { client: undefined }), 422, FIRST_NAME_REQUIRED],
      [
        'more pets than the time was for',
        () =>
          booking(slotId, {
            pets: [
              { name: 'Toa', speciesId: dog },
              { name: 'Pip', speciesId: dog },
            ],
          }),
        422,
        SLOT_MISMATCH,
      ],
      ['a species the type is not for', () => booking(slotId, { pets: [{ name: 'Storm', speciesId: horse }] }), 422, TYPE_NOT_FOR_PETS],
      ['a species of nobody', () => booking(slotId, { pets: [{ name: 'Storm', speciesId: 999_999 }] }), 422, SPECIES_NOT_FOUND],
      ['a slot id of nothing', () => booking('no-such-slot'), 400, SLOT_UNKNOWN],
      ['a time that has passed', () => booking(`tui-hamilton~${consultation}~1~1~20261120T2000Z`), 400, SLOT_UNKNOWN],
      ['a time never offered', () => booking(`tui-hamilton~${consultation}~1~1~20261124T1400Z`), 400, SLOT_UNKNOWN],
    ])('%s is refused and books nothing', async (_, make, status, message) => {
      const before = await rowCount(t, 'appointments');
      const res = await desk('/bookings', reception, { body: make() });
      expect(res.status).toBe(status);
      expect((await read(res)).message).toBe(message);
      expect(await rowCount(t, 'appointments')).toBe(before);
    });

    it('a pet count out of range on the times call is a 422', async () => {
      const res = await desk(`/times?clinicId=tui-hamilton&date=${DAY}&appointmentTypeId=${consultation}&petCount=4`, reception);
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(PET_COUNT_INVALID);
    });
  });

  describe('who may book where', () => {
    it("reception gets 404 on another clinic's catalogue, times and bookings; another group's staff and clients on all", async () => {
      const managerTimes = await answerOf(
        DeskTimesAnswerSchema,
        await desk(`/times?clinicId=tui-cambridge&date=${DAY}&appointmentTypeId=${consultation}&petCount=1`, tuiManager),
      );
      const cambridgeSlot = managerTimes.times[0]!.slotId;
      const hamiltonSlot = (await timeAt('9:00am', 'Dr Sophie Clarke')).slotId;
      for (const [path, token, init] of [
        ['/catalogue?clinicId=tui-cambridge', reception, {}],
        [`/times?clinicId=tui-cambridge&date=${DAY}&appointmentTypeId=${consultation}&petCount=1`, reception, {}],
        ['/bookings', reception, { body: booking(cambridgeSlot) }],
        ['/catalogue?clinicId=tui-hamilton', keaManager, { vetId: 'kea-vets' }],
        ['/bookings', keaManager, { vetId: 'kea-vets', body: booking(hamiltonSlot) }],
        ['/catalogue?clinicId=tui-hamilton', sam, {}],
        ['/bookings', sam, { body: booking(hamiltonSlot) }],
        ['/bookings', undefined, { body: booking(hamiltonSlot) }],
      ] as const) {
        const res = await desk(path, token, init);
        expect(res.status).toBe(404);
        expect((await read(res)).message).toBe('Not found');
      }
      expect(await rowCount(t, "appointments where origin = 'phone' and clinic_id = 'tui-cambridge'")).toBe(0);
    });
  });
});
