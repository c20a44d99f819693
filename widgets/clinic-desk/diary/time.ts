// Where things sit on the diary's grid. Times come as NZ wall clock with their offset
// ('2026-11-25T10:00:00+13:00'), so the day and minutes are read off the string itself: no
// zone arithmetic in the browser, and a DST day shows the clinic's own clock.
import { formatNz } from '../../../shared/format/dates';
import type { DeskDiary } from '../../../shared/schemas/deskDiary';

const DAY_MINUTES = 24 * 60;

/** Minutes after the start of `day` at which `time` falls, clamped to the day (a block over several days). */
export function minutesInDay(time: string, day: string): number {
  const date = time.slice(0, 10);
  if (date < day) return 0;
  if (date > day) return DAY_MINUTES;
  return Number(time.slice(11, 13)) * 60 + Number(time.slice(14, 16));
}

/** '9:30am' */
export const clock = (time: string) => formatNz(time, 'h:mmaaa');

/** Whether [start, end) touches `day`. */
export const onDay = (span: { start: string; end: string }, day: string) => span.start.slice(0, 10) <= day && minutesInDay(span.end, day) > 0;

/**
 * The hours the day grid shows: from the first hour anything starts (opening, a clinician's
 * hours, a booking, a block) to the last it ends, whole hours, 8am to 6pm when the day is empty.
 */
export function dayWindow(diary: DeskDiary, day: string): { from: number; to: number } {
  const date = diary.dates.find((d) => d.date === day);
  const spans = [
    ...(date?.open ? [date.open] : []),
    ...(date?.hours ?? []),
    ...diary.bookings.filter((b) => b.start.startsWith(day)),
    ...diary.blocks.filter((b) => onDay(b, day)),
  ];
  if (!spans.length) return { from: 8 * 60, to: 18 * 60 };
  const from = Math.min(...spans.map((s) => minutesInDay(s.start, day)));
  const to = Math.max(...spans.map((s) => minutesInDay(s.end, day)));
  return { from: Math.floor(from / 60) * 60, to: Math.min(DAY_MINUTES, Math.ceil(to / 60) * 60) };
}

/** '9am', '12pm', '5pm' for minutes after midnight on the hour. */
export function hourLabel(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  return `${hour % 12 || 12}${hour < 12 ? 'am' : 'pm'}`;
}
