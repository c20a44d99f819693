// Request input through valibot schemas (the shared ones in shared/schemas), declared on the
// route with `input(target, Schema)` and read in the handler as `c.req.valid(target)`, typed
// from the schema. Malformed JSON is a 400, input that breaks a rule a 422 naming the first
// problem and every field's message. Nothing reaches a service unvalidated.
import { vValidator } from '@hono/valibot-validator';
import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from './env';
import { badRequest, notFound, unprocessable } from './errors';
import { messagesByField } from '../../shared/schemas/fields';

type Schema = v.GenericSchema | v.GenericSchemaAsync;

export const INVALID_JSON = 'The request body must be valid JSON.';

/** The 422 for input that breaks a rule: the first issue's message, and one message per field. */
function refusal(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]) {
  return unprocessable(issues[0].message, { issues: messagesByField(issues) });
}

export function checked<S extends Schema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema as v.GenericSchema, input);
  if (result.success) return result.output as v.InferOutput<S>;
  throw refusal(result.issues);
}

/**
 * The body as JSON whatever its Content-Type says (hono's own reader sees only a JSON type, and
 * would hand a text/plain or untyped body to the schema as {}). An empty body is undefined: the
 * schema says whether the route takes one (v.optional(S, {})); a route that needs one refuses
 * it as invalid JSON, as for any other body that is not JSON.
 */
async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(INVALID_JSON);
  }
}

/**
 * A body the route lets the caller leave out: an empty one reads as {}, so the schema answers
 * for each missing field with its own message rather than "not valid JSON".
 */
export const orEmpty = <S extends v.GenericSchema>(schema: S) => v.pipe(v.optional(v.unknown(), {}), schema);

/** Repeated query keys (brands=a&brands=b) read as one comma list, like brands=a,b. */
const joined = (value: unknown) =>
  Object.fromEntries(Object.entries(value as Record<string, string | string[]>).map(([k, x]) => [k, Array.isArray(x) ? x.join(',') : x]));

type Validated<T extends 'json' | 'query' | 'param', S extends Schema> = MiddlewareHandler<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any env: the routers' own AppEnv
  any,
  string,
  { in: { [K in T]: v.InferInput<S> }; out: { [K in T]: v.InferOutput<S> } }
>;

/**
 * The route's input, declared on the route: `.post('/', input('json', Schema), (c) => …
 * c.req.valid('json'))`. The body is read as JSON (see jsonBody); the query's values are strings.
 * A schema that depends on the request (the clock, who is signed in) is given as a function of it.
 */
export function input<T extends 'json' | 'query' | 'param', S extends Schema>(target: T, schema: S | ((c: Context<AppEnv>) => S)): Validated<T, S> {
  const schemaFor = (c: Context<AppEnv>) => (typeof schema === 'function' ? schema(c) : schema);
  if (target === 'json') {
    // Our own reader rather than hono's (see jsonBody), feeding the same validated data.
    const validate: MiddlewareHandler<AppEnv> = async (c, next) => {
      const body = await jsonBody(c);
      const result = await v.safeParseAsync(schemaFor(c), body);
      if (!result.success) {
        // No body where one is needed (the schema refused the missing body itself, not a field
        // of an orEmpty one): the same answer as any body that is not JSON.
        const refusedWhole = body === undefined && result.issues.every((issue) => !issue.path?.length);
        throw refusedWhole ? badRequest(INVALID_JSON) : refusal(result.issues);
      }
      c.req.addValidatedData('json', result.output as object);
      await next();
    };
    return validate as Validated<T, S>;
  }
  const hook = (result: { success: boolean; issues?: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]] }) => {
    if (!result.success && result.issues) throw refusal(result.issues);
  };
  // vValidator's own types are generic over the env; the route's types come from Validated.
  const validatorFor = (s: Schema) =>
    vValidator(target, target === 'query' ? v.pipe(v.unknown(), v.transform(joined), s as v.GenericSchema) : s, hook) as unknown as MiddlewareHandler<AppEnv>;
  const validate: MiddlewareHandler<AppEnv> = typeof schema === 'function' ? async (c, next) => validatorFor(schemaFor(c))(c, next) : validatorFor(schema);
  return validate as unknown as Validated<T, S>;
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
