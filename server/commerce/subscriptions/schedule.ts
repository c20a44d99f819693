// Calendar arithmetic of subscription schedules, on New Zealand dates ('yyyy-MM-dd').
// Pure functions on date strings: no time zone can shift a date by a day, and daylight
// saving changes only which instant a New Zealand date starts at (nzToday).
import { TZDate } from '@date-fns/tz';
import { addDays as plusDays, addMonths as plusMonths, format } from 'date-fns';
import { SUBSCRIPTION_TIME_ZONE } from '../../../shared/schemas/subscriptions';

export type Interval = 'weekly' | 'monthly';

/** The New Zealand date at this instant (NZST or NZDT, whichever applies then). */
export const nzToday = (now: Date): string => format(new TZDate(now.getTime(), SUBSCRIPTION_TIME_ZONE), 'yyyy-MM-dd');

// Dates are held as midnight UTC, where no daylight saving moves them; date-fns does the
// calendar arithmetic (addMonths keeps to the month's last day: 31 Jan + 1 month = 28/29 Feb).
const utcDay = (iso: string) => new TZDate(`${iso}T00:00:00Z`, 'UTC');
const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

/** n months later; a day the month lacks becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export const addMonths = (iso: string, n: number): string => isoDay(plusMonths(utcDay(iso), n));

export const addDays = (iso: string, n: number): string => isoDay(plusDays(utcDay(iso), n));

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
