// A clinic's booking settings are edited on its location in the CMS and given to the portal's
// server before the save (src/clinicSettings.ts), here the real server on a port of its own:
// a closed day set in the CMS takes that day's times away, and what the server refuses (a day
// that does not exist, another group's clinic) or cannot hear is not saved either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingIds, daysOffered, type BookingIds } from '../../server/test/booking';
import type { TestApp } from '../../server/test/harness';
import { startCms, type TestCms } from './cms';

const SECRET = 'the-portal-and-the-cms-agree-on-clinics';

interface Location {
  id: string;
  clinicId?: string | null;
  bookingSettings?: {
    holidayRegion?: string | null;
    openOnPublicHolidays?: boolean;
    closedDays?: string[];
    manageNoticeMinutes?: number;
    reminderHour?: number;
  };
}

describe('a clinic’s booking settings, edited on its location', () => {
  let cms: TestCms;
  let portal: TestApp;
  let stop: () => Promise<void>;
  let ids: BookingIds;
  beforeAll(async () => {
    const { testApp } = await import('../../server/test/harness');
    const { serve } = await import('@hono/node-server');
    // A portal that reads a CMS (the webhooks are off without one); its content reads are not used here.
    portal = await testApp({
      driver: 'pglite',
      now: '2026-11-23T01:00:00Z',
      config: { contentWebhookSecret: SECRET, contentApiUrl: 'http://127.0.0.1:9/api' },
    });
    const url = await new Promise<string>((listening) => {
      const server = serve({ fetch: portal.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => listening(`http://127.0.0.1:${info.port}`));
      let stopped: Promise<void> | undefined;
      stop = () => (stopped ??= new Promise<void>((closed) => server.close(() => closed())));
    });
    process.env.PORTAL_URL = url;
    process.env.CONTENT_WEBHOOK_SECRET = SECRET;
    cms = await startCms();
    ids = await bookingIds(portal);
  }, 120_000);
  afterAll(async () => {
    await cms?.close();
    await stop?.();
    await portal?.close();
  });

  const locationOf = async (clinicId: string) =>
    (await cms.payload.find({ collection: 't1-location', where: { clinicId: { equals: clinicId } }, overrideAccess: true, depth: 0 }))
      .docs[0] as unknown as Location;
  const save = (id: string, data: Partial<Location> & { vetGroup?: string }) =>
    cms.payload.update({ collection: 't1-location', id, overrideAccess: true, data: data as never });
  const daysOfferedInDecember = () => daysOffered(portal, ids, '2026-12');
  const portalSettings = async (clinicId: string) =>
    (await portal.db.one<Record<string, unknown>>('select holiday_region, closed_days, manage_notice_minutes, reminder_hour from clinics where id = $1', [
      clinicId,
    ]))!;

  it('starts with the settings the booking system was seeded with', async () => {
    expect((await locationOf('tui-hamilton')).bookingSettings).toMatchObject({
      holidayRegion: 'WKO',
      openOnPublicHolidays: false,
      manageNoticeMinutes: 120,
      reminderHour: 9,
    });
    expect((await locationOf('kea-wanaka')).bookingSettings).toMatchObject({ holidayRegion: 'OTA', manageNoticeMinutes: 1440, reminderHour: 17 });
  });

  it('a closed day saved in the CMS takes that day’s times away at once, and a day given back returns them', async () => {
    const hamilton = await locationOf('tui-hamilton');
    expect(await daysOfferedInDecember()).toContain('2026-12-23');
    const saved = (await save(hamilton.id, {
      bookingSettings: { ...hamilton.bookingSettings, closedDays: ['2026-12-23', '2026-12-22', '2026-12-23'] },
    })) as unknown as Location;
    expect(saved.bookingSettings!.closedDays).toEqual(['2026-12-22', '2026-12-23']);
    expect((await portalSettings('tui-hamilton')).closed_days).toEqual(['2026-12-22', '2026-12-23']);
    expect(await daysOfferedInDecember()).not.toContain('2026-12-23');
    await save(hamilton.id, { bookingSettings: { ...hamilton.bookingSettings, closedDays: [], reminderHour: 8 } });
    expect(await daysOfferedInDecember()).toContain('2026-12-23');
    expect((await portalSettings('tui-hamilton')).reminder_hour).toBe(8);
  });

  it('a day that does not exist is refused before anything is sent, and nothing changes', async () => {
    const hamilton = await locationOf('tui-hamilton');
    const before = await portalSettings('tui-hamilton');
    await expect(save(hamilton.id, { bookingSettings: { ...hamilton.bookingSettings, closedDays: ['2026-02-30'] } })).rejects.toThrow(/2026-02-30/);
    expect(await portalSettings('tui-hamilton')).toEqual(before);
    expect((await locationOf('tui-hamilton')).bookingSettings).toEqual(hamilton.bookingSettings);
  });

  it('another group’s clinic is refused by the booking system, and the location is not saved', async () => {
    const hamilton = await locationOf('tui-hamilton');
    const kea = await portalSettings('kea-wanaka');
    await expect(save(hamilton.id, { clinicId: 'kea-wanaka', bookingSettings: { ...hamilton.bookingSettings, closedDays: ['2026-12-24'] } })).rejects.toThrow(
      /no clinic with that id/,
    );
    expect(await portalSettings('kea-wanaka')).toEqual(kea);
    expect((await locationOf('tui-hamilton')).clinicId).toBe('tui-hamilton');
  });

  it('when the portal cannot be reached, the save fails and says so', async () => {
    const hamilton = await locationOf('tui-hamilton');
    await stop();
    await expect(save(hamilton.id, { bookingSettings: { ...hamilton.bookingSettings, reminderHour: 7 } })).rejects.toThrow(/did not answer/);
    expect((await locationOf('tui-hamilton')).bookingSettings!.reminderHour).toBe(8);
  });
});
