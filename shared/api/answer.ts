// Every answer is parsed with its schema from shared/schemas at the edge (docs/contracts.md),
// here in the resource modules: a server that answers something else fails like a call without
// a server message, so screens fall back to their own wording instead of crashing a step later.
import * as v from 'valibot';
import { ApiError } from './errors';

/** The statusText of an answer the client cannot read. */
export const UNREADABLE_ANSWER = 'The service sent an answer we could not read.';

/** The answer as `schema` reads it, or an ApiError (status 200, no `error`) naming the call in the console. */
export function parseAnswer<S extends v.GenericSchema>(schema: S, value: unknown, call: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  console.warn(`unexpected answer from ${call}`, result.issues[0]?.message, result.issues[0]?.path);
  throw new ApiError({ data: value, status: 200, statusText: UNREADABLE_ANSWER });
}
