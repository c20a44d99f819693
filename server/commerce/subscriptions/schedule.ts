// When a subscription's payments fall, on New Zealand dates ('yyyy-MM-dd'). The calendar
// arithmetic is shared/format's, on day keys, so no time zone can shift a date by a day.
import { addDays, addMonthsToDay } from '../../../shared/format/dates';

export type Interval = 'weekly' | 'monthly';

/** The k-th payment date from the anchor (a day a month lacks becomes its last: 31 Jan, 28/29 Feb). */
const step = (anchor: string, interval: Interval, count: number, k: number) =>
  interval === 'monthly' ? addMonthsToDay(anchor, k * count) : addDays(anchor, 7 * k * count);

/** The first payment date of the schedule strictly after `after` (runs that were missed are not made up). */
export function nextPaymentAfter(anchor: string, interval: Interval, count: number, after: string): string {
  for (let k = 0; ; k++) {
    const date = step(anchor, interval, count, k);
    if (date > after) return date;
  }
}
