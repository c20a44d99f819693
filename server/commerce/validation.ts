// Schema helpers for commerce bodies. valibot reports a missing key with its own generic
// wording; `required` makes a missing, null or empty value say the spec's message instead.
import * as v from 'valibot';
import { LIMIT_INVALID } from '../../shared/schemas/fields';

/** The field must be present (not undefined, null or ''), then pass `schema`. */
export const required = <S extends v.GenericSchema>(message: string, schema: S) =>
  v.pipe(
    v.optional(v.unknown(), null),
    v.check((x) => x !== undefined && x !== null && !(typeof x === 'string' && x.trim() === ''), message),
    schema,
  );

/** Trimmed text of at most `max` characters (the empty string allowed). */
export const text = (max: number, message = `Must be at most ${max} characters`) => v.pipe(v.string(message), v.trim(), v.maxLength(max, message));

/** A positive integer id, as a number or a string of digits. */
export const idOf = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.regex(/^\d{1,9}$/, message), v.transform(Number))], message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(2_147_483_647, message),
  );

/** Non-empty trimmed text: `message` when missing or blank. */
export const requiredText = (message: string, max = 100) =>
  required(message, v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, `Must be at most ${max} characters`)));

/** offset and limit of a paged account list (the spec: orders and subscriptions 10 a page). */
export const PageQuerySchema = v.object({
  offset: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'offset must be a whole number'), v.transform(Number)), '0'),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, LIMIT_INVALID), v.transform(Number), v.minValue(1, LIMIT_INVALID), v.maxValue(100, LIMIT_INVALID)),
    '10',
  ),
});
