// PUT /content/clinic-settings: the CMS sets a clinic's booking settings. A closed day and a
// public holiday close the clinic at once (its kept slot answers follow), the notice and the
// reminder hour are the clinic's; only the CMS (its secret) changes them, for a clinic of the
// group it names, and bad settings change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINIC_SETTINGS_PATH, CLOSED_DAY_MESSAGE, type ClinicBookingSettings } from '../../shared/content/webhook';
import { bookingIds, daysOffered, type BookingIds } from '../test/booking';
import { drivers, testApp, type TestApp } from '../test/harness';
import { CLINIC_NOT_FOUND } from './clinicSettings';

const SECRET = 'the-cms-and-the-portal-agree';
const SETTINGS: ClinicBookingSettings = { holidayRegion: 'WKO', openOnPublicHolidays: false, closedDays: [], manageNoticeMinutes: 120, reminderHour: 9 };

describe.each(drivers())('a clinic’s booking settings, set from the CMS, on %s', (driver) => {
  let t: TestApp;
  let ids: BookingIds;
  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z', config: { contentApiUrl: 'http://127.0.0.1:9/api', contentWebhookSecret: SECRET } });
    ids = await bookingIds(t);
  }, 60_000);
  afterAll(() => t.close());

  const put = (body: unknown, { vetId = 'tui-vets', authorization = `Bearer ${SECRET}` } = {}) =>
    t.request(CLINIC_SETTINGS_PATH, { method: 'PUT', vetId, body, headers: { authorization } });
  const daysOfferedInDecember = () => daysOffered(t, ids, '2026-12');
  const stored = async (clinicId: string) =>
    (await t.db.one<Record<string, unknown>>(
      'select holiday_region, open_on_public_holidays, closed_days, manage_notice_minutes, reminder_hour from clinics where id = $1',
      [clinicId],
    ))!;

  it('closes the clinic on its own days at once, and opens it on public holidays when it says so', async () => {
    const before = await daysOfferedInDecember();
    expect(before).toContain('2026-12-23');
    expect(before).not.toContain('2026-12-28'); // Boxing Day's observed Monday
    const res = await put({
      clinicId: 'tui-hamilton',
      settings: { ...SETTINGS, closedDays: ['2026-12-23', '2026-12-23', '2026-12-22'], openOnPublicHolidays: true },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ clinicId: 'tui-hamilton', settings: { closedDays: ['2026-12-22', '2026-12-23'] } });
    const after = await daysOfferedInDecember();
    expect(after).not.toContain('2026-12-22');
    expect(after).not.toContain('2026-12-23');
    expect(after).toContain('2026-12-28');
    await put({ clinicId: 'tui-hamilton', settings: SETTINGS });
    expect(await daysOfferedInDecember()).toEqual(before);
  });

  it('keeps the notice and the reminder hour as the clinic’s', async () => {
    expect((await put({ clinicId: 'tui-cambridge', settings: { ...SETTINGS, manageNoticeMinutes: 1440, reminderHour: 17, holidayRegion: null } })).status).toBe(
      200,
    );
    expect(await stored('tui-cambridge')).toEqual({
      holiday_region: null,
      open_on_public_holidays: false,
      closed_days: [],
      manage_notice_minutes: 1440,
      reminder_hour: 17,
    });
  });

  it('changes nothing without the CMS’s secret, for another group’s clinic, or with bad settings', async () => {
    const kept = await stored('tui-te-awamutu');
    const wanted = { clinicId: 'tui-te-awamutu', settings: { ...SETTINGS, closedDays: ['2026-12-24'] } };
    expect((await put(wanted, { authorization: 'Bearer not-the-secret' })).status).toBe(401);
    expect((await put(wanted, { vetId: 'kea-vets' })).status).toBe(404);
    expect(((await (await put(wanted, { vetId: 'kea-vets' })).json()) as { message: string }).message).toBe(CLINIC_NOT_FOUND);
    expect((await put({ ...wanted, clinicId: 'kea-wanaka' })).status).toBe(404);
    const refused = await put({ clinicId: 'tui-te-awamutu', settings: { ...SETTINGS, closedDays: ['2026-02-30'] } });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe(CLOSED_DAY_MESSAGE);
    for (const settings of [
      { ...SETTINGS, holidayRegion: 'XYZ' },
      { ...SETTINGS, reminderHour: 24 },
      { ...SETTINGS, manageNoticeMinutes: -1 },
      { ...SETTINGS, manageNoticeMinutes: 1.5 },
      { ...SETTINGS, extra: true },
      { ...SETTINGS, closedDays: '2026-12-24' },
    ])
      expect((await put({ clinicId: 'tui-te-awamutu', settings })).status, JSON.stringify(settings)).toBe(422);
    expect((await put('not json at all')).status).toBeLessThan(500);
    expect(await stored('tui-te-awamutu')).toEqual(kept);
  });
});
