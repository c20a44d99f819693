// The booking flow's lookups on the real app and database: start,
// appointment types, clinicians, the month of slots (DST days, past months) and holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, drivers, testApp, type TestApp } from '../test/harness';
import { SLOT_TAKEN } from '../../shared/schemas/appointments';
import { PAST_MONTH, TOO_FAR_AHEAD } from './availability';
import { CLINIC_NOT_FOUND, CLINICIAN_NOT_FOUND, SPECIES_NOT_FOUND, TYPE_NOT_FOR_PETS } from './catalogue';
import { SLOT_ID_INVALID } from './holds';
import {
  AppointmentTypesAnswerSchema,
  BookingStartAnswerSchema,
  CliniciansAnswerSchema,
  MONTH_INVALID,
  PET_COUNT_RANGE,
  SLOT_REQUIRED,
  SPECIES_REQUIRED,
} from '../../shared/schemas/appointments';

type Json = { success: boolean; message?: string; data?: any; issues?: Record<string, string> };
const read = async (res: Response) => (await res.json()) as Json;
type Slots = Record<string, Record<string, string>[]>;

// Monday 23 November 2026, 2:00pm in Auckland (NZDT).
const NOW = '2026-11-23T01:00:00Z';

describe.each(drivers())('booking lookups on %s', (driver) => {
  let t: TestApp;
  let sam: string;
  let alex: string;
  const species: Record<string, number> = {};
  const types: Record<string, number> = {};
  const clinicians: Record<string, number> = {};

  beforeAll(async () => {
    t = await testApp({ driver, now: NOW });
    [sam, alex] = await Promise.all([t.login('sam@example.nz', 'tui-demo-1'), t.login('alex@example.nz', 'tui-demo-2')]);
    for (const map of (await read(await t.request('/api/v2/appointment/start'))).data.species as Record<string, string>[]) {
      const [id, name] = Object.entries(map)[0]!;
      species[name] = Number(id);
    }
    const { rows } = await t.db.query<{ id: number; name: string }>("select id, name from appointment_types where vet_id = 'tui-vets'");
    for (const r of rows) types[r.name] = r.id;
    const res = await t.db.query<{ id: number; name: string }>("select id, name from calendar_resources where vet_id = 'tui-vets'");
    for (const r of res.rows) clinicians[r.name] = r.id;
  }, 60_000);
  afterAll(() => t.close());

  const slots = async (params: Record<string, string | number>, init: { token?: string; vetId?: string } = {}) =>
    t.request(`/api/v2/appointment/slots?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`, init);
  const consult = (over: Record<string, string | number> = {}) => ({
    clinicId: 'tui-hamilton',
    date: '2026-12',
    petCount: 1,
    speciesId: species.Dog!,
    appointmentTypeId: types.Consultation!,
    ...over,
  });
  const labelsOn = (data: Slots, day: string) => (data[`${day}T00:00:00`] ?? []).map((pair) => Object.values(pair)[0] ?? '');
  const slotIdAt = (data: Slots, day: string, label: string) => {
    const pair = (data[`${day}T00:00:00`] ?? []).find((p) => Object.values(p)[0] === label);
    if (!pair) throw new Error(`no ${label} on ${day}`);
    return Object.keys(pair)[0]!;
  };

  describe('GET /start', () => {
    it('gives an anonymous visitor the config, texts, clinics and species, and no user', async () => {
      const data = await answerOf(BookingStartAnswerSchema, await t.request('/api/v2/appointment/start'));
      expect(data.bookingConfig).toEqual({ mainColour: '#0f766e', hoverColour: '#115e59', highlightColour: '#ccfbf1', allowSelectResource: true });
      expect(data.welcome).toMatchObject({ title: 'Book an appointment', isActive: true });
      expect(data.welcome.messageSlate).toContainEqual(expect.objectContaining({ type: 'paragraph' }));
      expect(data.emergency.isActive).toBe(true);
      expect(data.clinics.map((c) => c.id)).toEqual(['tui-hamilton', 'tui-cambridge', 'tui-te-awamutu']);
      expect(data.clinics[0]).toEqual({ id: 'tui-hamilton', name: 'Tui Vets Hamilton', address: '214 Grey Street, Hamilton East, Hamilton 3216' });
      expect(data.species[0]).toEqual({ [String(species.Dog)]: 'Dog' });
      expect(data.pets).toEqual([]);
      expect(data.user).toBeNull();
    });

    it('gives a signed-in client their own pets and link status', async () => {
      const samStart = await answerOf(BookingStartAnswerSchema, await t.request('/api/v2/appointment/start', { token: sam }));
      expect(samStart.user).toEqual({ isAccountLinkedToPms: true });
      expect(samStart.pets?.map((p) => p.name)).toEqual(['Bella', 'Milo', 'Pip']);
      const alexStart = await answerOf(BookingStartAnswerSchema, await t.request('/api/v2/appointment/start', { token: alex }));
      expect(alexStart.user).toEqual({ isAccountLinkedToPms: false });
      expect(alexStart.pets).toEqual([]);
    });

    it('serves each vet group its own data', async () => {
      const data = await answerOf(BookingStartAnswerSchema, await t.request('/api/v2/appointment/start', { vetId: 'kea-vets' }));
      expect(data.clinics.map((c) => c.id)).toEqual(['kea-wanaka']);
      expect(data.bookingConfig.allowSelectResource).toBe(false);
      expect(data.welcome.isActive).toBe(false);
      expect(Object.keys(data.species[0]!)[0]).not.toBe(String(species.Dog));
    });
  });

  describe('GET /appointment-type', () => {
    const typeNames = async (query: string) => {
      return (await answerOf(AppointmentTypesAnswerSchema, await t.request(`/api/v2/appointment/appointment-type?${query}`))).map((x) => x.name);
    };

    it('offers types by species and client status', async () => {
      const forNew = await typeNames(`speciesId=${species.Dog}&customerStatusId=1`);
      expect(forNew).toEqual(['Consultation', 'Vaccination', 'New client health check', 'Desexing consultation']);
      const returning = await typeNames(`speciesId=${species.Dog}&customerStatusId=2`);
      expect(returning).toEqual(['Consultation', 'Vaccination', 'Desexing consultation', 'Dental check']);
      expect(await typeNames(`speciesId=${species.Horse}&customerStatusId=1`)).toEqual(['Lameness examination']);
    });

    it('offers only types every pet can have (a dog and a horse share none)', async () => {
      expect(await typeNames(`speciesId=${species.Dog},${species.Cat}&customerStatusId=1`)).toContain('Desexing consultation');
      expect(await typeNames(`speciesId=${species.Dog},${species.Horse}&customerStatusId=1`)).toEqual([]);
    });

    it('sends hasAcceptCheckbox and importantInformation', async () => {
      const { data } = await read(await t.request(`/api/v2/appointment/appointment-type?speciesId=${species.Horse}&customerStatusId=2`));
      expect(data[0]).toMatchObject({ id: types['Lameness examination'], name: 'Lameness examination', hasAcceptCheckbox: true, durationMinutes: 60 });
      expect(data[0].importantInformation).toMatch(/float your horse/);
    });

    it.each([
      ['', 422, SPECIES_REQUIRED],
      ['speciesId=abc&customerStatusId=1', 422, SPECIES_REQUIRED],
      ['speciesId=1&customerStatusId=3', 422, 'Please choose New or Returning'],
      ['speciesId=999999&customerStatusId=1', 422, SPECIES_NOT_FOUND],
    ])('refuses %s', async (q, status, message) => {
      const res = await t.request(`/api/v2/appointment/appointment-type?${q}`);
      expect(res.status).toBe(status);
      expect((await read(res)).message).toBe(message);
    });

    it("refuses another group's species", async () => {
      const res = await t.request(`/api/v2/appointment/appointment-type?speciesId=${species.Dog}&customerStatusId=1`, { vetId: 'kea-vets' });
      expect(res.status).toBe(422);
    });
  });

  describe('GET /calendar-resources', () => {
    it('lists the clinicians of a clinic who see the type', async () => {
      const data = await answerOf(
        CliniciansAnswerSchema,
        await t.request(`/api/v2/appointment/calendar-resources?clinicId=tui-hamilton&appointmentTypeId=${types.Vaccination}`),
      );
      expect(data).toEqual([
        { id: clinicians['Dr Aroha Ngata'], name: 'Dr Aroha Ngata' },
        { id: clinicians['Dr Ben Cole'], name: 'Dr Ben Cole' },
        { id: clinicians['Nurse Mere Tane'], name: 'Nurse Mere Tane' },
      ]);
    });

    it("refuses another group's clinic, and a missing type", async () => {
      const other = await t.request(`/api/v2/appointment/calendar-resources?clinicId=kea-wanaka&appointmentTypeId=${types.Vaccination}`);
      expect(other.status).toBe(404);
      expect((await read(other)).message).toBe(CLINIC_NOT_FOUND);
      expect((await t.request('/api/v2/appointment/calendar-resources?clinicId=tui-hamilton')).status).toBe(422);
    });
  });

  describe('GET /slots', () => {
    it('keys days by local datetime with single slot-id-to-label pairs', async () => {
      const res = await slots(consult());
      expect(res.status).toBe(200);
      const data = (await read(res)).data as Slots;
      const keys = Object.keys(data);
      expect(keys.every((k) => /^2026-12-\d{2}T00:00:00$/.test(k))).toBe(true);
      expect(keys).toEqual([...keys].sort());
      expect(keys).not.toContain('2026-12-06T00:00:00'); // Sunday: closed
      for (const times of Object.values(data)) for (const pair of times) expect(Object.keys(pair)).toHaveLength(1);
      expect(labelsOn(data, '2026-12-01')[0]).toBe('8:00am');
      expect(labelsOn(data, '2026-12-05')).toEqual(['9:00am', '9:15am', '9:30am', '9:45am', '10:00am', '10:15am', '10:30am', '10:45am', '11:00am']);
    });

    it('starts after now in the current month', async () => {
      const data = (await read(await slots(consult({ date: '2026-11' })))).data as Slots;
      expect(Object.keys(data)[0]).toBe('2026-11-23T00:00:00');
      expect(labelsOn(data, '2026-11-23')[0]).toBe('2:15pm');
    });

    it("leaves out a clinician's booked time when that clinician is asked for", async () => {
      // Seed: Milo with Dr Ben Cole on Wednesday 9 December 9:30-10:00am.
      const ben = (await read(await slots(consult({ calendarResourceId: clinicians['Dr Ben Cole']! })))).data as Slots;
      expect(labelsOn(ben, '2026-12-09')).toContain('9:00am');
      expect(labelsOn(ben, '2026-12-09')).not.toContain('9:15am');
      expect(labelsOn(ben, '2026-12-09')).not.toContain('9:30am');
      expect(labelsOn(ben, '2026-12-09')).toContain('10:00am');
      expect(labelsOn(ben, '2026-12-11')).toEqual([]); // Ben does not work Fridays
      // With no preference another clinician is free then.
      expect(labelsOn((await read(await slots(consult()))).data, '2026-12-09')).toContain('9:30am');
    });

    it('takes duration x pets: two pets need an hour', async () => {
      const data = (await read(await slots(consult({ petCount: 2, speciesId: `${species.Dog},${species.Cat}` })))).data as Slots;
      expect(labelsOn(data, '2026-12-05').at(-1)).toBe('10:30am');
    });

    it.each([
      ['a past month', () => ({ date: '2026-10' }), 400, PAST_MONTH],
      ['a month too far ahead', () => ({ date: '2028-01' }), 400, TOO_FAR_AHEAD],
      ['month 13', () => ({ date: '2026-13' }), 422, MONTH_INVALID],
      ['a month name', () => ({ date: 'December' }), 422, MONTH_INVALID],
      ['4 pets', () => ({ petCount: 4 }), 422, PET_COUNT_RANGE],
      ['0 pets', () => ({ petCount: 0 }), 422, PET_COUNT_RANGE],
      ['no species', () => ({ speciesId: '' }), 422, SPECIES_REQUIRED],
      ["another group's clinic", () => ({ clinicId: 'kea-wanaka' }), 404, CLINIC_NOT_FOUND],
      ['an injected clinic id', () => ({ clinicId: "x' or 1=1" }), 422, 'Please choose a clinic'],
      ['a type the species cannot have', () => ({ speciesId: species.Horse! }), 422, TYPE_NOT_FOR_PETS],
      ['an unknown clinician', () => ({ calendarResourceId: 999999 }), 404, CLINICIAN_NOT_FOUND],
      [
        'a clinician who does not see the type',
        () => ({ appointmentTypeId: types.Vaccination!, calendarResourceId: clinicians['Dr Sophie Clarke']! }),
        404,
        CLINICIAN_NOT_FOUND,
      ],
    ])('refuses %s', async (_name, over, status, message) => {
      const res = await slots(consult(over()));
      expect(res.status).toBe(status);
      expect(await read(res)).toMatchObject({ success: false, message });
    });

    it("does not show another group's clinic or clinicians", async () => {
      const res = await slots(consult(), { vetId: 'kea-vets' });
      expect(res.status).toBe(404);
    });
  });

  describe('daylight-saving change days', () => {
    // The demo clinics are closed on Sundays, when NZ clocks change: open one around the clock.
    beforeAll(async () => {
      const allDay = JSON.stringify(
        ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({ day, from: '00:00', to: '24:00' })),
      );
      await t.db.query("update clinics set opening_hours = $1 where id = 'tui-te-awamutu'", [allDay]);
      await t.db.query("update calendar_resources set working_hours = $1 where vet_id = 'tui-vets' and name = 'Dr James Wilson'", [allDay]);
    });

    const dayLabels = async (month: string, day: string, now: string) => {
      t.clock.set(now);
      try {
        const res = await slots(consult({ clinicId: 'tui-te-awamutu', date: month, appointmentTypeId: types.Vaccination! }));
        expect(res.status).toBe(200);
        return labelsOn((await read(res)).data, day);
      } finally {
        t.clock.set(NOW);
      }
    };

    it('2026-09-27: the skipped hour has no times and no time repeats', async () => {
      const labels = await dayLabels('2026-09', '2026-09-27', '2026-08-31T12:00:00Z');
      expect(labels).toHaveLength(23 * 4);
      expect(labels.filter((l) => /^2:\d\dam$/.test(l))).toEqual([]);
      expect(new Set(labels).size).toBe(labels.length);
    });

    it('2027-04-04: the repeated hour is offered once', async () => {
      const labels = await dayLabels('2027-04', '2027-04-04', NOW);
      expect(labels).toHaveLength(24 * 4);
      expect(labels.filter((l) => l === '2:30am')).toHaveLength(1);
      expect(new Set(labels).size).toBe(labels.length);
    });
  });

  describe('POST /hold', () => {
    const hold = (slotId: unknown, init: { token?: string; vetId?: string; previousHoldId?: string } = {}) =>
      t.request('/api/v2/appointment/hold', { body: { slotId, previousHoldId: init.previousHoldId }, token: init.token, vetId: init.vetId });
    const mere = (over: Record<string, string | number> = {}) =>
      consult({ appointmentTypeId: types.Vaccination!, calendarResourceId: clinicians['Nurse Mere Tane']!, ...over });

    it('holds a time for five minutes: nobody else sees or holds it, then it comes back', async () => {
      const before = (await read(await slots(mere()))).data as Slots;
      const slotId = slotIdAt(before, '2026-12-02', '10:00am');
      const res = await hold(slotId);
      expect(res.status).toBe(201);
      const { data } = await read(res);
      expect(data).toEqual({ holdId: expect.stringMatching(/^[0-9a-f-]{36}$/), expiresAt: '2026-11-23T01:05:00.000Z', slotId });
      expect(labelsOn((await read(await slots(mere()))).data, '2026-12-02')).not.toContain('10:00am');
      expect(labelsOn((await read(await slots(mere()))).data, '2026-12-02')).not.toContain('9:55am');

      const second = await hold(slotId, { token: alex });
      expect(second.status).toBe(409);
      expect((await read(second)).message).toBe(SLOT_TAKEN);

      t.clock.advance(5 * 60_000 + 1000);
      try {
        expect(labelsOn((await read(await slots(mere()))).data, '2026-12-02')).toContain('10:00am');
        expect((await hold(slotId, { token: alex })).status).toBe(201);
      } finally {
        t.clock.set(NOW);
      }
    });

    it('lets the holder choose again, giving up the earlier hold', async () => {
      const data = (await read(await slots(mere()))).data as Slots;
      const first = (await read(await hold(slotIdAt(data, '2026-12-03', '9:00am')))).data;
      const second = await hold(slotIdAt(data, '2026-12-03', '11:00am'), { previousHoldId: first.holdId });
      expect(second.status).toBe(201);
      expect(labelsOn((await read(await slots(mere()))).data, '2026-12-03')).toContain('9:00am');
      const gone = await t.db.one('select 1 from appointment_holds where id = $1', [first.holdId]);
      expect(gone).toBeUndefined();
    });

    it('holds one of several free clinicians when there is no preference', async () => {
      const data = (await read(await slots(consult({ appointmentTypeId: types.Vaccination! })))).data as Slots;
      const slotId = slotIdAt(data, '2026-12-02', '2:00pm'); // Aroha, Ben and Mere all work then
      expect((await hold(slotId)).status).toBe(201);
      expect((await hold(slotId)).status).toBe(201);
      expect((await hold(slotId)).status).toBe(201);
      expect((await hold(slotId)).status).toBe(409);
    });

    it.each([
      [undefined, 422, SLOT_REQUIRED],
      ['', 422, SLOT_REQUIRED],
      ['not-a-slot', 422, SLOT_ID_INVALID],
      [123, 422, SLOT_REQUIRED],
      ['tui-hamilton~1~1~0~20261124T0007Z', 409, 'That time is not one of the times offered. Please choose another time.'],
      ['tui-hamilton~1~1~0~20261001T0000Z', 409, 'That time has passed. Please choose another time.'],
    ])('refuses slot id %j and holds nothing', async (slotId, status, message) => {
      const before = (await t.db.one<{ n: number }>('select count(*)::int as n from appointment_holds'))!.n;
      const res = await hold(slotId);
      expect(res.status).toBe(status);
      expect((await read(res)).message).toBe(message);
      expect((await t.db.one<{ n: number }>('select count(*)::int as n from appointment_holds'))!.n).toBe(before);
    });

    it("refuses a slot id of another group's clinic", async () => {
      const data = (await read(await slots(mere()))).data as Slots;
      const res = await hold(slotIdAt(data, '2026-12-04', '10:00am'), { vetId: 'kea-vets' });
      expect(res.status).toBe(404);
    });

    it('refuses malformed JSON with 400', async () => {
      const res = await t.request('/api/v2/appointment/hold', { body: '{"slotId":', headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
    });
  });
});
