// Public holidays and a clinic's own closed days, through the API: the new flow's slots and
// holds, the older flow's day list and requests. New Zealand calendar dates throughout.
import Holidays from 'date-holidays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLIDAY_REGIONS } from '../../shared/content/webhook';
import { answerOf, drivers, testApp, type TestApp } from '../test/harness';
import { BookingStartAnswerSchema, ClassicDaysAnswerSchema, MONTH_INVALID, SlotDaysAnswerSchema } from '../../shared/schemas/appointments';
import { PAST_MONTH } from './availability';
import { CLINIC_NOT_FOUND } from './catalogue';
import { CLINIC_CLOSED } from './classic';
import { encodeSlotId } from './slotId';
import { wallClock } from './hours';
import { publicHolidays } from './closures';

type Json = { success: boolean; message?: string; data?: any };
const read = async (res: Response) => (await res.json()) as Json;

// Monday 23 November 2026, 2:00pm in Auckland (NZDT).
const NOW = '2026-11-23T01:00:00Z';

describe('publicHolidays', () => {
  it('has the national public holidays and the region’s anniversary day, not observances', () => {
    const waikato = publicHolidays('WKO', 2027);
    expect(waikato.has('2027-12-25')).toBe(true); // Christmas Day
    expect(waikato.has('2027-12-27')).toBe(true); // its Monday substitute
    expect(waikato.has('2027-02-01')).toBe(true); // Auckland Anniversary Day, kept in Waikato
    expect(waikato.has('2027-03-22')).toBe(false); // Otago's
    expect(publicHolidays('OTA', 2027).has('2027-03-22')).toBe(true);
    expect(publicHolidays(null, 2027).has('2027-02-01')).toBe(false);
    expect(publicHolidays('WKO', 2026).has('2026-04-05')).toBe(false); // Easter Sunday: an observance
  });

  it('takes national holidays only for a region it does not know', () => {
    expect(publicHolidays('XYZ', 2027)).toEqual(publicHolidays(null, 2027));
    expect(publicHolidays('__proto__', 2027)).toEqual(publicHolidays(null, 2027));
  });
});

// The regions a clinic can choose in the CMS are the ones date-holidays has days for, and the
// ones the database accepts (below, on each driver).
describe('the holiday regions', () => {
  it('are the regions date-holidays knows for New Zealand', () => {
    expect(Object.keys(new Holidays().getStates('NZ') ?? {}).sort()).toEqual(Object.keys(HOLIDAY_REGIONS).sort());
  });
});

describe.each(drivers())('closed days on %s', (driver) => {
  let t: TestApp;
  let species: number;
  let consultation: number;

  beforeAll(async () => {
    t = await testApp({ driver, now: NOW });
    const start = await answerOf(BookingStartAnswerSchema, await t.request('/api/v2/appointment/start'));
    species = Number(Object.entries(start.species.find((m) => Object.values(m)[0] === 'Dog')!)[0]![0]);
    consultation = (await t.db.one<{ id: number }>("select id from appointment_types where vet_id = 'tui-vets' and name = 'Consultation'"))!.id;
  }, 60_000);
  afterAll(() => t.close());

  it('stores every holiday region, and no other', async () => {
    const clinic = (await t.db.one<{ id: string; holiday_region: string | null }>('select id, holiday_region from clinics order by id limit 1'))!;
    const setRegion = (region: string) => t.db.query('update clinics set holiday_region = $1 where id = $2', [region, clinic.id]);
    for (const region of Object.keys(HOLIDAY_REGIONS)) await setRegion(region);
    await expect(setRegion('XYZ')).rejects.toThrow();
    await t.db.query('update clinics set holiday_region = $1 where id = $2', [clinic.holiday_region, clinic.id]);
  });

  const slotDays = async (clinicId: string, month: string, vetId = 'tui-vets') => {
    const type =
      vetId === 'tui-vets'
        ? consultation
        : (await t.db.one<{ id: number }>("select id from appointment_types where vet_id = $1 and name = 'Consultation'", [vetId]))!.id;
    const dog = vetId === 'tui-vets' ? species : (await t.db.one<{ id: number }>("select id from species where vet_id = $1 and name = 'Dog'", [vetId]))!.id;
    const query = new URLSearchParams({ clinicId, date: month, petCount: '1', speciesId: String(dog), appointmentTypeId: String(type) });
    const data = await answerOf(SlotDaysAnswerSchema, await t.request(`/api/v2/appointment/slots?${query}`, { vetId }));
    return Object.keys(data ?? {}).map((key) => key.slice(0, 10));
  };
  const classicDays = async (clinicId: string, month: string) =>
    answerOf(ClassicDaysAnswerSchema, await t.request(`/api/v1/appointment/days?clinicId=${clinicId}&month=${month}`));
  const setClinic = (clinicId: string, sql: string, value: unknown) => t.db.query(`update clinics set ${sql} = $2 where id = $1`, [clinicId, value]);

  it('offers no time on Christmas Day, Boxing Day (a Saturday) or its Monday substitute', async () => {
    const days = await slotDays('tui-hamilton', '2026-12');
    expect(days).toContain('2026-12-24');
    expect(days).toContain('2026-12-19'); // an ordinary Saturday
    expect(days).not.toContain('2026-12-25');
    expect(days).not.toContain('2026-12-26');
    expect(days).not.toContain('2026-12-28');
    expect(days).toContain('2026-12-29');
  });

  it("offers no time on the clinic's regional anniversary day, and times on another region's", async () => {
    // Hamilton (Waikato) keeps Auckland Anniversary Day; Wānaka (Otago) has its own in March.
    expect(await slotDays('tui-hamilton', '2027-02')).not.toContain('2027-02-01');
    expect(await slotDays('tui-hamilton', '2027-02')).toContain('2027-02-02');
    expect(await slotDays('tui-hamilton', '2027-03')).toContain('2027-03-22');
    expect(await slotDays('kea-wanaka', '2027-02', 'kea-vets')).toContain('2027-02-01');
    expect(await slotDays('kea-wanaka', '2027-03', 'kea-vets')).not.toContain('2027-03-22');
  });

  it('offers the holidays of a clinic that opens on them, as soon as it says so', async () => {
    // The month was worked out (and kept) above: the clinic's change must reach it at once.
    expect(await slotDays('tui-cambridge', '2026-12')).not.toContain('2026-12-25');
    await setClinic('tui-cambridge', 'open_on_public_holidays', true);
    try {
      const days = await slotDays('tui-cambridge', '2026-12');
      expect(days).toContain('2026-12-25');
      expect(days).toContain('2026-12-28');
      expect(await classicDays('tui-cambridge', '2026-12')).toContain('2026-12-25');
    } finally {
      await setClinic('tui-cambridge', 'open_on_public_holidays', false);
    }
    expect(await slotDays('tui-cambridge', '2026-12')).not.toContain('2026-12-25');
  });

  it('offers no time on a day the clinic lists as closed', async () => {
    const before = await slotDays('tui-te-awamutu', '2026-12');
    const [first, second, ...others] = before;
    expect(others.length).toBeGreaterThan(0);
    await setClinic('tui-te-awamutu', 'closed_days', JSON.stringify([first, second]));
    try {
      expect(await slotDays('tui-te-awamutu', '2026-12')).toEqual(others);
      const older = await classicDays('tui-te-awamutu', '2026-12');
      expect(older).not.toContain(first);
      expect(older).not.toContain(second);
      // Even opening on public holidays does not open a day the clinic closed itself.
      await setClinic('tui-te-awamutu', 'open_on_public_holidays', true);
      expect(await slotDays('tui-te-awamutu', '2026-12')).not.toContain(first);
    } finally {
      await t.db.query("update clinics set closed_days = '[]', open_on_public_holidays = false where id = 'tui-te-awamutu'");
    }
    expect(await slotDays('tui-te-awamutu', '2026-12')).toEqual(before);
  });

  it('refuses to hold a Christmas Day time made up from a slot id', async () => {
    const clinician = (await t.db.one<{ id: number }>("select id from calendar_resources where clinic_id = 'tui-hamilton' order by position limit 1"))!.id;
    const slotId = encodeSlotId({
      clinicId: 'tui-hamilton',
      appointmentTypeId: consultation,
      petCount: 1,
      clinicianId: clinician,
      start: wallClock('2026-12-25', 10 * 60)!,
    });
    const res = await t.request('/api/v2/appointment/hold', { body: { slotId } });
    expect(res.status).toBe(409);
    expect(await t.db.one("select 1 from appointment_holds where clinic_id = 'tui-hamilton'")).toBeUndefined();
  });

  describe('the older flow', () => {
    const person = {
      firstName: 'Hemi',
      lastName: 'Parata',
      phone: '021 555 0177',
      email: 'hemi@example.nz',
      comment: 'Annual check',
      clinicId: 'tui-hamilton',
    };
    const pet = { name: 'Rua', type: 1 };

    it('lists the days its date picker may offer: no Sundays, holidays or past days', async () => {
      const days = await classicDays('tui-hamilton', '2026-12');
      expect(days).toContain('2026-12-24');
      expect(days).toContain('2026-12-19');
      for (const closed of ['2026-12-25', '2026-12-26', '2026-12-28', '2026-12-27']) expect(days).not.toContain(closed);
      // Today (2pm) still has times; a Sunday and past days never.
      expect(await classicDays('tui-hamilton', '2026-11')).toEqual([
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-11-30',
      ]);
      expect(await classicDays('tui-hamilton', '2027-02')).not.toContain('2027-02-01');
    });

    it.each([
      ['no month', 'clinicId=tui-hamilton', 400, MONTH_INVALID],
      ['a month that is not one', 'clinicId=tui-hamilton&month=2026-13', 400, MONTH_INVALID],
      ['a past month', 'clinicId=tui-hamilton&month=2026-10', 400, PAST_MONTH],
      ["another group's clinic", 'clinicId=kea-wanaka&month=2026-12', 404, CLINIC_NOT_FOUND],
    ])('refuses a day list for %s with a message', async (_name, query, status, message) => {
      const res = await t.request(`/api/v1/appointment/days?${query}`);
      expect([status, 422]).toContain(res.status);
      expect((await read(res)).message).toBe(message);
    });

    it.each([
      ['Christmas Day', '2026-12-25T10:00'],
      ['the Boxing Day substitute Monday', '2026-12-28T10:00'],
      ['Auckland Anniversary Day (Waikato)', '2027-02-01T10:00'],
    ])('refuses a request on %s, writing nothing', async (_name, date) => {
      const before = await t.db.one<{ n: number }>('select count(*)::int as n from appointments');
      const res = await t.request('/api/v1/appointment/anonymous', { body: { ...person, date, pets: [pet] } });
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(CLINIC_CLOSED);
      expect(await t.db.one<{ n: number }>('select count(*)::int as n from appointments')).toEqual(before);
    });

    it("gives a signed-in client's saved pets with the older flow's type", async () => {
      const sam = await t.login('sam@example.nz', 'tui-demo-1');
      const start = await answerOf(BookingStartAnswerSchema, await t.request('/api/v2/appointment/start', { token: sam }));
      expect(start.pets!.length).toBeGreaterThan(0);
      for (const pet of start.pets!) expect([1, 2, 3]).toContain(pet.type?.id);
      expect(start.pets!.find((p) => p.name === 'Bella')?.type).toEqual({ id: 1, name: 'Dog' });
    });
  });
});
