// The older flow's date picker rules: no past dates, days the clinic is
// closed (per its opening hours) disabled, times every 30 minutes in 12-hour format, from
// 08:00 to 16:30 on weekdays and 09:00 to 11:30 on Saturday. All in New Zealand time,
// whatever the visitor's computer says. The server checks the same rules (server/appointments/classic.ts).
import { CLASSIC_BOOKING_TIMES } from '../../shared/domain/limits';
import { WEEKDAY_NAMES, daysInMonth, toNzDate, weekdayIndex, type DayKey, type MonthKey } from '../../shared/format/dates';

export interface OpeningHours {
  day: string;
  from: string;
  to: string;
}

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};
const hhmm = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** '13:30' -> '1:30pm'. */
export function twelveHour(time: string): string {
  const total = minutes(time);
  const h = Math.floor(total / 60);
  return `${((h + 11) % 12) + 1}:${String(total % 60).padStart(2, '0')}${h < 12 ? 'am' : 'pm'}`;
}

/** Practice hours of a weekday (0 Monday … 6 Sunday); Sunday has none. */
function practiceHours(weekday: number): { from: string; to: string } | null {
  if (weekday === 6) return null;
  return weekday === 5 ? CLASSIC_BOOKING_TIMES.saturday : CLASSIC_BOOKING_TIMES.weekday;
}

/**
 * Whether the clinic opens on that day. Without opening hours (the content service did not
 * answer) only the practice hours apply; the server still checks the clinic's own.
 */
export function clinicOpen(day: DayKey, hours: readonly OpeningHours[] | undefined): boolean {
  if (!hours) return true;
  const name = WEEKDAY_NAMES[weekdayIndex(day)]!.toLowerCase();
  return hours.some((entry) => entry.day.trim().toLowerCase() === name);
}

/** The times ('HH:mm') offered on a day: every 30 minutes in practice hours, after now. */
export function timesOn(day: DayKey, hours: readonly OpeningHours[] | undefined, now: Date): string[] {
  const practice = practiceHours(weekdayIndex(day));
  if (!practice || !clinicOpen(day, hours)) return [];
  const nz = toNzDate(now);
  const today = `${nz.getFullYear()}-${String(nz.getMonth() + 1).padStart(2, '0')}-${String(nz.getDate()).padStart(2, '0')}`;
  if (day < today) return [];
  const nowMinutes = day === today ? nz.getHours() * 60 + nz.getMinutes() : -1;
  const out: string[] = [];
  for (let t = minutes(practice.from); t <= minutes(practice.to); t += CLASSIC_BOOKING_TIMES.stepMinutes) if (t > nowMinutes) out.push(hhmm(t));
  return out;
}

/** The days of a month that can be chosen: not past, clinic open, a time left. */
export function openDays(month: MonthKey, hours: readonly OpeningHours[] | undefined, now: Date): DayKey[] {
  const days: DayKey[] = [];
  for (let d = 1; d <= daysInMonth(month); d++) {
    const day = `${month}-${String(d).padStart(2, '0')}`;
    if (timesOn(day, hours, now).length) days.push(day);
  }
  return days;
}
