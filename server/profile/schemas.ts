// Profile, address and password bodies with the messages of spec 2 section 5.
// TODO: move to shared/schemas/profile.ts once it lands, so the account widgets share them.
import * as v from 'valibot';

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`));
const required = (message: string, max = 100) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, `Must be at most ${max} characters`));

export const ProfileSchema = v.object({
  id: v.optional(v.unknown()),
  clientCode: v.optional(v.nullable(text(30))),
  firstName: required('Your First Name is required'),
  lastName: required('Your Last Name is required'),
  phone: v.pipe(v.string('A phone number is required'), v.trim(), v.nonEmpty('A phone number is required'), v.regex(/^[\d ]*$/, 'Invalid phone number'), v.maxLength(20, 'Invalid phone number')),
  email: v.pipe(v.string('The email is required'), v.trim(), v.nonEmpty('The email is required'), v.maxLength(254, 'The Email is invalid'), v.email('The Email is invalid')),
});

const regionId = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))], 'The Region is required'),
  v.integer('The Region is required'),
  v.minValue(1, 'The Region is required'),
  v.maxValue(16, 'The Region is required'),
);

export const AddressSchema = v.object({
  id: v.optional(v.unknown()),
  type: v.optional(v.picklist(['shipping', 'billing', 'other']), 'shipping'),
  company: v.optional(v.nullable(text(100)), ''),
  street: required('The Address is required', 200),
  suburb: v.optional(v.nullable(text(100)), ''),
  city: required('The City is required'),
  postCode: required('The Postcode is required', 10),
  // The form sends { region: { id } } or regionId; either names one of the 16 regions.
  region: v.optional(v.object({ id: regionId })),
  regionId: v.optional(regionId),
  isDefault: v.optional(v.boolean(), false),
});

export const PasswordChangeSchema = v.pipe(
  v.object({
    currentPassword: required('Current password is required', 200),
    newPassword: v.pipe(required('New password is required', 200), v.minLength(8, 'New password must be at least 8 characters')),
    verifyNewPassword: required('Verify new password is required', 200),
  }),
  v.forward(
    v.partialCheck([['newPassword'], ['verifyNewPassword']], (input) => input.newPassword === input.verifyNewPassword, 'New password do not match'),
    ['verifyNewPassword'],
  ),
);

/** Absent fields read as empty, so people get the field's own message, not a schema error. */
export function withDefaults(input: unknown, fields: string[]): Record<string, unknown> {
  const given = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  return { ...Object.fromEntries(fields.map((f) => [f, ''])), ...given };
}
