// Days a clinic is closed whatever its weekly hours say: New Zealand's public holidays (the
// national ones and its region's anniversary day), unless the clinic opens on them, and the
// days the clinic lists itself. Holidays come from the date-holidays package (server only:
// its data is far too big for a widget) as Pacific/Auckland calendar dates, so no instant or
// server zone is involved: a day key 'yyyy-MM-dd' is compared with a day key.
import Holidays from 'date-holidays';
import { HOLIDAY_REGIONS, type HolidayRegion } from '../../shared/content/webhook';

/** The clinic settings that close days (clinics.holiday_region, open_on_public_holidays, closed_days). */
export interface ClosureSettings {
  /** A date-holidays NZ region code ('WKO', 'AUK', 'OTA' …): adds its anniversary day. Null: national holidays only. */
  holidayRegion: string | null;
  openOnPublicHolidays: boolean;
  /** The clinic's own closed days, 'yyyy-MM-dd'. */
  closedDays: ReadonlySet<string>;
}

export const NO_CLOSURES: ClosureSettings = { holidayRegion: null, openOnPublicHolidays: false, closedDays: new Set() };

const isHolidayRegion = (region: string): region is HolidayRegion => Object.hasOwn(HOLIDAY_REGIONS, region);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// A year's holidays of one region never change while the process runs (the data ships with
// the package), so each is worked out once.
const kept = new Map<string, ReadonlySet<string>>();

/** The public holidays (type 'public': not observances) of a year in NZ or one of its regions, as day keys. */
export function publicHolidays(region: string | null, year: number): ReadonlySet<string> {
  const code = region && isHolidayRegion(region) ? region : null;
  const key = `${code ?? ''}:${year}`;
  const hit = kept.get(key);
  if (hit) return hit;
  const calendar = code ? new Holidays('NZ', code) : new Holidays('NZ');
  // `date` is the local calendar date ('2026-12-25 00:00:00'): New Zealand's own day.
  const days = new Set((calendar.getHolidays(year) || []).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)));
  kept.set(key, days);
  return days;
}

/** Whether the clinic is closed all day on a NZ calendar day ('yyyy-MM-dd'). */
export function closedOn(settings: ClosureSettings, day: string): boolean {
  if (settings.closedDays.has(day)) return true;
  if (settings.openOnPublicHolidays) return false;
  return publicHolidays(settings.holidayRegion, Number(day.slice(0, 4))).has(day);
}

/** Reads closed_days as stored (a JSON array of 'yyyy-MM-dd'); anything else is left out. */
export function parseClosedDays(value: unknown): ReadonlySet<string> {
  if (!Array.isArray(value)) return new Set();
  return new Set(value.filter((d): d is string => typeof d === 'string' && DAY.test(d)));
}
