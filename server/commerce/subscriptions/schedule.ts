// Calendar arithmetic of subscription schedules, on New Zealand dates ('yyyy-MM-dd').
// Pure functions on date strings: no time zone can shift a date by a day, and daylight
// saving changes only which instant a New Zealand date starts at (nzToday).
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { SUBSCRIPTION_TIME_ZONE } from '../../../shared/schemas/subscriptions';

export type Interval = 'weekly' | 'monthly';

/** The New Zealand date at this instant (NZST or NZDT, whichever applies then). */
export const nzToday = (now: Date): string => format(new TZDate(now.getTime(), SUBSCRIPTION_TIME_ZONE), 'yyyy-MM-dd');

const parts = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const fmt = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** n months later; a day the month lacks becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, n: number): string {
  const { y, m, d } = parts(iso);
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = index - year * 12; // 0-11
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fmt(year, month + 1, Math.min(d, last));
}

export function addDays(iso: string, n: number): string {
  const { y, m, d } = parts(iso);
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return fmt(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** The k-th payment date from the anchor. */
export const step = (anchor: string, interval: Interval, count: number, k: number) =>
  interval === 'monthly' ? addMonths(anchor, k * count) : addDays(anchor, 7 * k * count);

/** The first payment date of the schedule strictly after `after` (runs that were missed are not made up). */
export function nextPaymentAfter(anchor: string, interval: Interval, count: number, after: string): string {
  for (let k = 0; ; k++) {
    const date = step(anchor, interval, count, k);
    if (date > after) return date;
  }
}
