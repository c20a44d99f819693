// Field builders every form schema shares: one email rule, one phone rule (digits and spaces,
// the product's rule since the spec), required and optional text. Each form passes its
// own messages, since the spec words them differently per form. The widgets check a field
// with `fieldError(schema, value)` on the same builder the server parses with, so the page and
// the API can never disagree about what a valid phone or email is.
import * as v from 'valibot';

export const EMAIL_MAX = 254;
export const PHONE_MAX = 20;
/** Digits and spaces only ('021 123 4567'). */
export const PHONE_PATTERN = /^[\d ]*$/;

/** A page size out of range: the account lists' `limit` and the shop widget's `limit` attribute. */
export const LIMIT_INVALID = 'limit must be a whole number from 1 to 100';

const tooLong = (max: number) => `Must be at most ${max} characters`;

// Forms send '' for an untouched field and some clients send null or leave the key out: all
// three read as empty, so the person gets the field's own message rather than a type error.

/** A field reports its first problem only: an empty email is 'required', not also 'invalid'. */
export const firstProblem = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true });

/** A required text field: trimmed, not empty, bounded. */
export const requiredText = (message: string, max: number, tooLongMessage = tooLong(max)) =>
  firstProblem(v.pipe(v.nullish(v.string(message), ''), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLongMessage)));

export const NZ_POSTCODE_INVALID = 'A New Zealand postcode is 4 digits, for example 3204';

/** A New Zealand postcode (NZ Post: four digits), required: every address form and the API use this. */
export const nzPostcodeField = (requiredMessage: string) =>
  firstProblem(v.pipe(v.nullish(v.string(requiredMessage), ''), v.trim(), v.nonEmpty(requiredMessage), v.regex(/^\d{4}$/, NZ_POSTCODE_INVALID)));

/** An optional text field: trimmed and bounded; absent reads as ''. */
export const optionalText = (max: number, tooLongMessage = tooLong(max)) =>
  v.pipe(v.nullish(v.string('Must be text'), ''), v.trim(), v.maxLength(max, tooLongMessage));

/** A required phone number: digits and spaces, at most PHONE_MAX characters. */
export const phoneField = (requiredMessage: string, invalidMessage: string) =>
  firstProblem(
    v.pipe(
      v.nullish(v.string(requiredMessage), ''),
      v.trim(),
      v.nonEmpty(requiredMessage),
      v.regex(PHONE_PATTERN, invalidMessage),
      v.maxLength(PHONE_MAX, invalidMessage),
    ),
  );

/** A required email address, at most EMAIL_MAX characters. */
export const emailField = (requiredMessage: string, invalidMessage: string) =>
  firstProblem(
    v.pipe(v.nullish(v.string(requiredMessage), ''), v.trim(), v.nonEmpty(requiredMessage), v.maxLength(EMAIL_MAX, invalidMessage), v.email(invalidMessage)),
  );

/** A numeric id as a number or a string of digits; missing, null or '' says `message`. */
export const idField = (message: string) =>
  firstProblem(
    v.pipe(
      v.nullish(
        v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.regex(/^\d{1,9}$/, message), v.transform(Number))], message),
        '',
      ),
      v.number(message),
      v.integer(message),
      v.minValue(1, message),
      v.maxValue(2_147_483_647, message),
    ),
  );

/**
 * One message per field, keyed by dot path ('' for the whole form): each field's first problem.
 * What a form shows and what the API's 422 reports, so the two name the same problem.
 */
export function messagesByField(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    if (!(key in messages)) messages[key] = issue.message;
  }
  return messages;
}

/** The first message `schema` has for `value`, or undefined when it passes (a store's field check). */
export function fieldError(schema: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value, { abortEarly: true });
  return result.success ? undefined : result.issues[0].message;
}
