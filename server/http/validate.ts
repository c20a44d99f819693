// Request input through valibot schemas (the shared ones in shared/schemas): malformed JSON
// is a 400, a body that breaks a rule a 422 naming the first problem and every field's
// message. Nothing reaches a service unvalidated.
import type { Context } from 'hono';
import * as v from 'valibot';
import { badRequest, notFound, unprocessable } from './errors';

type Schema = v.GenericSchema | v.GenericSchemaAsync;

export function checked<S extends Schema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema as v.GenericSchema, input);
  if (result.success) return result.output as v.InferOutput<S>;
  const issues: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    if (!(path in issues)) issues[path] = issue.message;
  }
  throw unprocessable(result.issues[0].message, { issues });
}

/** The parsed JSON body; malformed JSON is the caller's 400. */
export async function json(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw badRequest('The request body must be valid JSON.');
  }
}

export async function body<S extends Schema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return checked(schema, await json(c));
}

export function query<S extends Schema>(c: Context, schema: S): v.InferOutput<S> {
  return checked(schema, c.req.query());
}

/** A numeric path id; anything else is a 404 (there is no such item), never a 500. */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** Optional integer query values arrive as strings. */
export const intString = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'Must be a whole number'),
      v.transform(Number),
      v.minValue(min, `Must be at least ${min}`),
      v.maxValue(max, `Must be at most ${max}`),
    ),
    String(fallback),
  );
