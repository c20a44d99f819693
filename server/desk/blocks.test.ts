// Blocked time at the desk on the real app and database: a block leaves the online slots at
// once (kept answers included) and is refused by online booking, holds and phone bookings;
// deleting it gives the times back; bookings already inside it are listed; wall-clock input
// across daylight saving; bad input and who may do it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, drivers, rowCount, signInDemoClients, signInDemoStaff, testApp, type TestApp } from '../test/harness';
import { SLOT_TAKEN } from '../../shared/schemas/appointments';
import { DeskBookingAnswerSchema, DeskTimesAnswerSchema } from '../../shared/schemas/desk';
import {
  BLOCK_END_BEFORE_START,
  BLOCK_QUARTER_HOUR,
  BLOCK_REASON_REQUIRED,
  BLOCK_TIME_INVALID,
  BLOCK_TOO_LONG,
  CLINICIAN_NOT_AT_CLINIC,
  DeskBlockCreatedAnswerSchema,
  DeskBlockDeletedAnswerSchema,
  DeskBlockListAnswerSchema,
} from '../../shared/schemas/deskPhone';

type Json = { success: boolean; message?: string; data?: any };
const read = async (res: Response) => (await res.json()) as Json;

// Monday 23 November 2026, 2:00pm in Auckland (NZDT).
const NOW = '2026-11-23T01:00:00Z';
const DAY = '2026-11-25';

describe.each(drivers())('blocked time at the desk on %s', (driver) => {
  let t: TestApp;
  let reception: string;
  let tuiManager: string;
  let keaManager: string;
  let sam: string;
  let consultation: number;
  let dog: number;
  const clinician: Record<string, number> = {};

  const desk = (path: string, token: string | undefined, init: { body?: unknown; vetId?: string; method?: string } = {}) =>
    t.request(`/api/v1/desk${path}`, { token, ...init });
  /** The labels the booking widget's slots call offers that day: one clinician's, or anyone's. */
  const online = async (calendarResourceId: number | null, day = DAY) => {
    const query = new URLSearchParams({
      clinicId: 'tui-hamilton',
      date: day.slice(0, 7),
      petCount: '1',
      speciesId: String(dog),
      appointmentTypeId: String(consultation),
      ...(calendarResourceId === null ? {} : { calendarResourceId: String(calendarResourceId) }),
    });
    const { data } = await read(await t.request(`/api/v2/appointment/slots?${query}`));
    return Object.fromEntries(
      ((data[`${day}T00:00:00`] ?? []) as Record<string, string>[]).map((pair) => [Object.values(pair)[0]!, Object.keys(pair)[0]!] as const),
    );
  };
  const block = (body: Record<string, unknown>, token = reception) =>
    desk('/blocks', token, { body: { clinicId: 'tui-hamilton', clinicianId: null, reason: 'Staff training', ...body } });
  const client = { firstName: 'Hemi', lastName: 'Parata', phone: '021 555 0177' };

  beforeAll(async () => {
    t = await testApp({ driver, now: NOW });
    [{ reception, tuiManager, keaManager }, { sam }] = await Promise.all([signInDemoStaff(t), signInDemoClients(t)]);
    const id = async (sql: string) => (await t.db.one<{ id: number }>(sql))!.id;
    consultation = await id("select id from appointment_types where vet_id = 'tui-vets' and name = 'Consultation'");
    dog = await id("select id from species where vet_id = 'tui-vets' and name = 'Dog'");
    const { rows } = await t.db.query<{ id: number; name: string }>("select id, name from calendar_resources where vet_id = 'tui-vets'");
    for (const row of rows) clinician[row.name] = row.id;
  }, 60_000);
  afterAll(() => t.close());

  it("an hour of one clinician's leaves the online slots at once, and deleting it gives them back", async () => {
    const aroha = clinician['Dr Aroha Ngata']!;
    const before = await online(aroha);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['9:30am', '10:00am', '10:30am', '11:00am']));
    const res = await block({ clinicianId: aroha, start: `${DAY}T10:00`, end: `${DAY}T11:00`, reason: 'Dentist' });
    const { block: made, clashes } = await answerOf(DeskBlockCreatedAnswerSchema, res, 201);
    expect(made).toMatchObject({
      clinicId: 'tui-hamilton',
      clinician: { id: aroha, name: 'Dr Aroha Ngata' },
      start: `${DAY}T10:00:00+13:00`,
      end: `${DAY}T11:00:00+13:00`,
      reason: 'Dentist',
      createdBy: { name: 'Hamilton Reception' },
    });
    expect(clashes).toEqual([]);

    // A 30-minute consultation may not start from 9:45 (it would end inside) to 10:45.
    const after = Object.keys(await online(aroha));
    for (const label of ['9:45am', '10:00am', '10:15am', '10:30am', '10:45am']) expect(after).not.toContain(label);
    expect(after).toEqual(expect.arrayContaining(['9:30am', '11:00am']));
    const times = await answerOf(DeskTimesAnswerSchema, await desk(`/times?clinicId=tui-hamilton&date=${DAY}&appointmentTypeId=${consultation}`, reception));
    expect(times.times.some((time) => time.label === '10:00am' && time.clinician.id === aroha)).toBe(false);

    const listed = await answerOf(DeskBlockListAnswerSchema, await desk(`/blocks?clinicId=tui-hamilton&from=${DAY}&days=1`, reception));
    expect(listed.items.map((b) => b.id)).toContain(made.id);
    expect((await answerOf(DeskBlockListAnswerSchema, await desk(`/blocks?clinicId=tui-hamilton&from=2026-11-26&days=7`, reception))).items).toEqual([]);

    expect(await answerOf(DeskBlockDeletedAnswerSchema, await desk(`/blocks/${made.id}`, reception, { method: 'DELETE' }))).toEqual({ id: made.id });
    expect(Object.keys(await online(aroha))).toEqual(Object.keys(before));
    expect((await desk(`/blocks/${made.id}`, reception, { method: 'DELETE' })).status).toBe(404);
  });

  it("a whole-clinic block takes every clinician's time, with or without a preference", async () => {
    const names = ['Dr Aroha Ngata', 'Dr Ben Cole', 'Dr Sophie Clarke'];
    for (const name of names) expect(Object.keys(await online(clinician[name]!))).toContain('2:00pm');
    expect(Object.keys(await online(null))).toContain('2:00pm');
    const res = await block({ start: `${DAY}T14:00`, end: `${DAY}T15:00`, reason: 'Staff meeting' }, tuiManager);
    expect((await answerOf(DeskBlockCreatedAnswerSchema, res, 201)).block).toMatchObject({ clinician: null, createdBy: { name: 'Tui Vets Manager' } });
    for (const name of names) expect(Object.keys(await online(clinician[name]!))).not.toContain('2:00pm');
    const anyone = Object.keys(await online(null));
    for (const label of ['1:45pm', '2:00pm', '2:30pm']) expect(anyone).not.toContain(label);
    expect(anyone).toContain('3:00pm');
  });

  it('an online booking, a hold and a phone booking of blocked time are all refused', async () => {
    const ben = clinician['Dr Ben Cole']!;
    const slotId = (await online(ben))['3:30pm']!;
    const phoneSlot = (
      await answerOf(DeskTimesAnswerSchema, await desk(`/times?clinicId=tui-hamilton&date=${DAY}&appointmentTypeId=${consultation}`, reception))
    ).times.find((time) => time.label === '3:30pm' && time.clinician.id === ben)!.slotId;
    await answerOf(DeskBlockCreatedAnswerSchema, await block({ clinicianId: ben, start: `${DAY}T15:30`, end: `${DAY}T16:30`, reason: 'Leave' }), 201);

    const complete = await t.request('/api/v2/appointment/complete', {
      body: {
        clinicId: 'tui-hamilton',
        pets: [{ id: '', name: 'Rua', speciesId: dog }],
        appointmentTypeId: consultation,
        slotId,
        customerStatusId: 1,
        ...client,
        email: 'blocked-online@example.nz',
        notes: '',
      },
    });
    expect(complete.status).toBe(409);
    expect((await read(complete)).message).toBe(SLOT_TAKEN);
    const hold = await t.request('/api/v2/appointment/hold', { body: { slotId } });
    expect(hold.status).toBe(409);
    const phone = await desk('/bookings', reception, {
      body: { slotId: phoneSlot, client: { ...client, email: '' }, newClient: true, pets: [{ name: 'Rua', speciesId: dog }], notes: '' },
    });
    expect(phone.status).toBe(409);
    expect((await read(phone)).message).toBe(SLOT_TAKEN);
    expect(await rowCount(t, "appointments where email = 'blocked-online@example.nz' or (first_name = 'Hemi' and origin = 'phone')")).toBe(0);
  });

  it('lists the bookings already inside a new block, and keeps them', async () => {
    const sophie = clinician['Dr Sophie Clarke']!;
    const chosen = (
      await answerOf(DeskTimesAnswerSchema, await desk(`/times?clinicId=tui-hamilton&date=${DAY}&appointmentTypeId=${consultation}`, reception))
    ).times.find((time) => time.label === '9:00am' && time.clinician.id === sophie)!;
    const booked = await answerOf(
      DeskBookingAnswerSchema,
      await desk('/bookings', reception, {
        body: { slotId: chosen.slotId, client: { ...client, email: '' }, newClient: true, pets: [{ name: 'Moko', speciesId: dog }], notes: '' },
      }),
      201,
    );
    const res = await block({ clinicianId: sophie, start: `${DAY}T08:00`, end: `${DAY}T12:00`, reason: 'Sick' });
    const { clashes } = await answerOf(DeskBlockCreatedAnswerSchema, res, 201);
    expect(clashes).toEqual([
      {
        appointmentId: booked.appointments[0]!.id,
        bookingId: booked.bookingId,
        start: `${DAY}T09:00:00+13:00`,
        end: `${DAY}T09:30:00+13:00`,
        petName: 'Moko',
        clinicianId: sophie,
      },
    ]);
    expect(await rowCount(t, "appointments where booking_id = $1 and status = 'confirmed'", [booked.bookingId])).toBe(1);
  });

  it('reads NZ wall-clock times on the days daylight saving ends and starts', async () => {
    const autumn = await answerOf(DeskBlockCreatedAnswerSchema, await block({ start: '2027-04-04T01:00', end: '2027-04-04T04:00' }), 201);
    expect(autumn.block).toMatchObject({ start: '2027-04-04T01:00:00+13:00', end: '2027-04-04T04:00:00+12:00' });
    // 2:30am does not exist that morning: the block starts when the clock reads 3:00am.
    const spring = await answerOf(DeskBlockCreatedAnswerSchema, await block({ start: '2027-09-26T02:30', end: '2027-09-26T05:00' }), 201);
    expect(spring.block).toMatchObject({ start: '2027-09-26T03:00:00+13:00', end: '2027-09-26T05:00:00+13:00' });
    const month = await block({ start: '2027-03-20T08:00', end: '2027-04-20T08:00' });
    expect(month.status).toBe(201);
  });

  describe('bad input', () => {
    it.each<[string, Record<string, unknown>, string]>([
      ['an end before the start', { start: `${DAY}T11:00`, end: `${DAY}T10:00` }, BLOCK_END_BEFORE_START],
      ['an end at the start', { start: `${DAY}T11:00`, end: `${DAY}T11:00` }, BLOCK_END_BEFORE_START],
      ['more than 31 days', { start: '2026-12-01T08:00', end: '2027-01-01T08:15' }, BLOCK_TOO_LONG],
      ['a time off the quarter hour', { start: `${DAY}T10:05`, end: `${DAY}T11:00` }, BLOCK_QUARTER_HOUR],
      ['a time with an offset', { start: `${DAY}T10:00+13:00`, end: `${DAY}T11:00` }, BLOCK_TIME_INVALID],
      ['a day that does not exist', { start: '2026-11-31T10:00', end: '2026-12-01T11:00' }, BLOCK_TIME_INVALID],
      ['no reason', { start: `${DAY}T10:00`, end: `${DAY}T11:00`, reason: ' ' }, BLOCK_REASON_REQUIRED],
      ["another clinic's clinician", { start: `${DAY}T10:00`, end: `${DAY}T11:00`, clinicianId: -1 }, CLINICIAN_NOT_AT_CLINIC],
    ])('%s is a 422 and blocks nothing', async (_, body, message) => {
      const given = body.clinicianId === -1 ? { ...body, clinicianId: clinician['Dr Liam Patel'] } : body;
      const before = await rowCount(t, 'blocked_times');
      const res = await block(given);
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(message);
      expect(await rowCount(t, 'blocked_times')).toBe(before);
    });
  });

  describe('who may block where', () => {
    it("reception gets 404 on another clinic's blocks; another group's staff and clients on all", async () => {
      const cambridge = await answerOf(
        DeskBlockCreatedAnswerSchema,
        await block({ clinicId: 'tui-cambridge', start: `${DAY}T12:00`, end: `${DAY}T13:00`, reason: 'Lunch meeting' }, tuiManager),
        201,
      );
      const hamilton = await answerOf(DeskBlockCreatedAnswerSchema, await block({ start: `${DAY}T12:00`, end: `${DAY}T12:30` }), 201);
      const body = { clinicId: 'tui-hamilton', clinicianId: null, start: `${DAY}T12:00`, end: `${DAY}T12:30`, reason: 'x' };
      for (const [path, token, init] of [
        ['/blocks?clinicId=tui-cambridge&from=2026-11-25&days=1', reception, {}],
        ['/blocks', reception, { body: { ...body, clinicId: 'tui-cambridge' } }],
        [`/blocks/${cambridge.block.id}`, reception, { method: 'DELETE' }],
        ['/blocks?clinicId=tui-hamilton&from=2026-11-25&days=1', keaManager, { vetId: 'kea-vets' }],
        ['/blocks', keaManager, { vetId: 'kea-vets', body }],
        [`/blocks/${hamilton.block.id}`, keaManager, { vetId: 'kea-vets', method: 'DELETE' }],
        ['/blocks?clinicId=tui-hamilton&from=2026-11-25&days=1', sam, {}],
        [`/blocks/${hamilton.block.id}`, sam, { method: 'DELETE' }],
        ['/blocks', undefined, { body }],
      ] as const) {
        const res = await desk(path, token, init);
        expect(res.status).toBe(404);
        expect((await read(res)).message).toBe('Not found');
      }
      expect(await rowCount(t, 'blocked_times where id = any($1::int[])', [[cambridge.block.id, hamilton.block.id]])).toBe(2);
      expect((await desk(`/blocks/${cambridge.block.id}`, tuiManager, { method: 'DELETE' })).status).toBe(200);
    });
  });
});
