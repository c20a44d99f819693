// The prefill attributes of <vet-booking> (clinic, species, pet-name, appointment-type,
// first-name, last-name, email, phone). They come from the host page, so they are untrusted: parsed here at the widget
// root, and a wrong one stops the widget with a message naming the attribute to fix
// rather than a booking that fails on the last step.
import * as v from 'valibot';

/** The server's limit on first and last names (shared/schemas/appointments). */
const MAX_NAME = 100;

const text = (schema: v.GenericPipeAction<string, string, v.BaseIssue<unknown>>[]) => v.optional(v.pipe(v.string(), v.trim(), ...schema));

export const PrefillSchema = v.object({
  clinic: text([v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/i, 'clinic must be a clinic id: letters, digits and dashes (for example tui-hamilton)')]),
  species: text([v.regex(/^\d{1,9}$/, 'species must be a species id: digits only (for example 1)')]),
  petName: text([v.maxLength(MAX_NAME, `pet-name must be at most ${MAX_NAME} characters`)]),
  appointmentType: text([v.regex(/^\d{1,9}$/, 'appointment-type must be an appointment type id: digits only (for example 2)')]),
  firstName: text([v.maxLength(MAX_NAME, `first-name must be at most ${MAX_NAME} characters`)]),
  lastName: text([v.maxLength(MAX_NAME, `last-name must be at most ${MAX_NAME} characters`)]),
  email: text([v.maxLength(254, 'email is too long'), v.email('email must be an email address (for example jo@example.nz)')]),
  phone: text([v.maxLength(20, 'phone must be at most 20 characters'), v.regex(/^[\d ]+$/, 'phone must be digits and spaces only (for example 021 123 4567)')]),
});
export type PrefillAttributes = v.InferOutput<typeof PrefillSchema>;

export function parsePrefill(
  raw: Partial<Record<keyof PrefillAttributes, unknown>>,
): { ok: true; prefill: PrefillAttributes } | { ok: false; message: string } {
  // An empty attribute (`email=""`) counts as absent.
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '')),
  );
  const result = v.safeParse(PrefillSchema, present);
  return result.success ? { ok: true, prefill: result.output } : { ok: false, message: result.issues[0].message };
}
