// Profile, address and password bodies with the messages of the spec: the shared
// schemas (shared/schemas/profile.ts), so the account widgets validate exactly as we do.
export { AddressSchema, PasswordChangeSchema, ProfileSchema } from '../../shared/schemas/profile';

/** Absent fields read as empty, so people get the field's own message, not a schema error. */
export function withDefaults(input: unknown, fields: string[]): Record<string, unknown> {
  const given = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  return { ...Object.fromEntries(fields.map((f) => [f, ''])), ...given };
}
