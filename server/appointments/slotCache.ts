// A month of slots kept in the server's memory (server/cache/answers.ts): when a
// campaign sends hundreds of clients to one clinic's calendar at once, a month costs one
// computation per change, not one per view. It is kept under the clinic's 'slots:' version,
// which any booking, hold, cancellation or change of hours moves at once (migration 016), and
// only until its first time starts or a hold in it runs out. Holds and bookings never read
// it: they check their slot against the database themselves.
import type { Queryable } from '../db/index';
import type { AnswerCache, Kept } from '../cache/answers';
import type { SlotsQueryInput } from '../../shared/schemas/appointments';
import { checkMonth, monthSlots } from './availability';
import type { Catalogue } from './catalogue';

/** The slots call's JSON answer, from memory while that is still exact. */
export async function slotsAnswer(
  cache: AnswerCache,
  db: Queryable,
  /** The group's catalogue, asked for only when the month is worked out. */
  catalogue: () => Promise<Catalogue>,
  vetId: string,
  query: SlotsQueryInput,
  now: Date,
): Promise<Kept> {
  // A month that has passed or is too far ahead is refused before anything kept is sent.
  checkMonth(query.date, now);
  const key = JSON.stringify(['slots', vetId, query.clinicId, query.date, query.speciesId, query.appointmentTypeId, query.petCount, query.calendarResourceId]);
  return cache.answer({
    scope: `slots:${query.clinicId}`,
    key,
    now: now.getTime(),
    make: async () => {
      const { days, validUntil } = await monthSlots(db, await catalogue(), vetId, query, now);
      return { body: JSON.stringify({ success: true, data: days }), validUntil };
    },
  });
}
