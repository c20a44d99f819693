// Turns validation problems into one message per field, keyed by dot path. Each field shows
// its first problem only; problems about the whole form (no path) go under FORM_KEY.
import * as v from 'valibot';
import { messagesByField } from '../../../shared/schemas/fields';

export type FieldErrors = Record<string, string>;

/** The key of problems that belong to no single field (e.g. 'order at least one vaccine'). */
export const FORM_KEY = '';

/** The API's rule too (messagesByField): whole-form problems have no dot path, so they land on FORM_KEY. */
export const errorsOf = (issues: readonly v.BaseIssue<unknown>[]): FieldErrors => messagesByField(issues);

/** Validates without throwing: the output when valid, else the messages. */
export function validate<O>(schema: v.GenericSchema<unknown, O>, values: unknown): { ok: true; output: O } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, values);
  return result.success ? { ok: true, output: result.output } : { ok: false, errors: errorsOf(result.issues) };
}

/**
 * The reference API's 422 answers carry `issues`: the first message per field, keyed by dot
 * path (docs/forms.md). Reading them lets a rule only the server knows (a clinic no longer
 * taking mail, a date now in the past) land on its field like any other message.
 */
export function serverIssues(data: unknown): FieldErrors {
  const issues = typeof data === 'object' && data !== null ? (data as { issues?: unknown }).issues : undefined;
  if (!issues || typeof issues !== 'object' || Array.isArray(issues)) return {};
  return Object.fromEntries(Object.entries(issues).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
