// Profile, delivery address and password bodies with the spec's
// messages. The account widget's forms and the reference API (server/profile) validate with
// these same schemas.
import * as v from 'valibot';
import { emailField, nzPostcodeField, phoneField } from './fields';
import { answerId, listAnswerOf, RegionAnswerSchema, textOrEmpty } from './answerFields';

export const FIRST_NAME_REQUIRED = 'Your First Name is required';
export const LAST_NAME_REQUIRED = 'Your Last Name is required';
export const PHONE_REQUIRED = 'A phone number is required';
export const PHONE_INVALID = 'Invalid phone number';
export const EMAIL_REQUIRED = 'The email is required';
export const EMAIL_INVALID = 'The Email is invalid';
export const ADDRESS_REQUIRED = 'The Address is required';
export const CITY_REQUIRED = 'The City is required';
export const POSTCODE_REQUIRED = 'The Postcode is required';
export const REGION_REQUIRED = 'The Region is required';
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const NEW_PASSWORD_REQUIRED = 'New password is required';
export const VERIFY_PASSWORD_REQUIRED = 'Verify new password is required';
export const PASSWORDS_DIFFER = 'New password do not match';
// A bound the spec leaves open (the sign-in service's own rule).
export const DELETE_PASSWORD_REQUIRED = 'Please enter your password to delete your account.';

export const NEW_PASSWORD_MIN = 8;
export const NEW_PASSWORD_TOO_SHORT = `New password must be at least ${NEW_PASSWORD_MIN} characters`;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`));
const required = (message: string, max = 100) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, `Must be at most ${max} characters`));

export const ProfileSchema = v.object({
  id: v.optional(v.unknown()),
  clientCode: v.optional(v.nullable(text(30))),
  firstName: required(FIRST_NAME_REQUIRED),
  lastName: required(LAST_NAME_REQUIRED),
  phone: phoneField(PHONE_REQUIRED, PHONE_INVALID),
  email: emailField(EMAIL_REQUIRED, EMAIL_INVALID),
  /** Needed only with a new email (profileFormSchema): the account's password, asked again. */
  currentPassword: v.optional(v.pipe(v.string(CURRENT_PASSWORD_REQUIRED), v.maxLength(200, 'Must be at most 200 characters')), ''),
});
export type ProfileInput = v.InferOutput<typeof ProfileSchema>;

export const EMAIL_CHANGE_PASSWORD_REQUIRED = 'Your current password is required to change your email';

/** True when `email` is another address than the account's `currentEmail`. */
export const isNewEmail = (currentEmail: string, email: string) => email.trim().toLowerCase() !== currentEmail.trim().toLowerCase();

/**
 * My details as the form and the server judge them for an account whose email is
 * `currentEmail`: a new email asks for the current password too.
 */
export function profileFormSchema(currentEmail: string) {
  return v.pipe(
    ProfileSchema,
    v.forward(
      v.partialCheck(
        [['email'], ['currentPassword']],
        (input) => !isNewEmail(currentEmail, input.email) || input.currentPassword !== '',
        EMAIL_CHANGE_PASSWORD_REQUIRED,
      ),
      ['currentPassword'],
    ),
  );
}

const regionId = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))], REGION_REQUIRED),
  v.integer(REGION_REQUIRED),
  v.minValue(1, REGION_REQUIRED),
  v.maxValue(16, REGION_REQUIRED),
);

export const AddressSchema = v.object({
  id: v.optional(v.unknown()),
  type: v.optional(v.picklist(['shipping', 'billing', 'other']), 'shipping'),
  company: v.optional(v.nullable(text(100)), ''),
  street: required(ADDRESS_REQUIRED, 200),
  suburb: v.optional(v.nullable(text(100)), ''),
  city: required(CITY_REQUIRED),
  postCode: nzPostcodeField(POSTCODE_REQUIRED),
  // The form sends { region: { id } } or regionId; either names one of the 16 regions.
  region: v.optional(v.object({ id: regionId })),
  regionId: v.optional(regionId),
  isDefault: v.optional(v.boolean(), false),
});
export type AddressInput = v.InferOutput<typeof AddressSchema>;

/** The account form: the region is required there (the API also takes `regionId`). */
export const AddressFormSchema = v.object({
  ...AddressSchema.entries,
  region: v.object({ id: regionId }, REGION_REQUIRED),
});

export const PasswordChangeSchema = v.pipe(
  v.object({
    currentPassword: required(CURRENT_PASSWORD_REQUIRED, 200),
    newPassword: v.pipe(required(NEW_PASSWORD_REQUIRED, 200), v.minLength(NEW_PASSWORD_MIN, NEW_PASSWORD_TOO_SHORT)),
    verifyNewPassword: required(VERIFY_PASSWORD_REQUIRED, 200),
  }),
  v.forward(
    v.partialCheck([['newPassword'], ['verifyNewPassword']], (input) => input.newPassword === input.verifyNewPassword, PASSWORDS_DIFFER),
    ['verifyNewPassword'],
  ),
);
export type PasswordChangeInput = v.InferOutput<typeof PasswordChangeSchema>;

// ---- Answers (docs/contracts.md) -----------------------------------------------------------
// shared/api/profile.ts parses every answer with these; server/profile returns values that
// satisfy their input types; the API tests parse the real answers. Loose objects: a field the
// server adds later is kept and ignored.

/** A delivery address (GET /api/v1/profile/address, and what saving one answers). */
export const AddressAnswerSchema = v.looseObject({
  id: answerId,
  type: v.optional(v.string(), 'shipping'),
  company: textOrEmpty,
  street: v.string(),
  suburb: textOrEmpty,
  city: v.string(),
  postCode: v.string(),
  region: v.optional(v.nullable(RegionAnswerSchema), null),
  isDefault: v.optional(v.boolean(), false),
});
export type Address = v.InferOutput<typeof AddressAnswerSchema>;

/** GET /api/v1/profile/address: a page ({ items, total }); a plain array is read as one page. */
export const AddressListAnswerSchema = listAnswerOf(AddressAnswerSchema);

/** GET /api/v1/profile, and what saving it answers. */
export const ProfileAnswerSchema = v.looseObject({
  id: answerId,
  clientCode: textOrEmpty,
  firstName: v.string(),
  lastName: v.string(),
  phone: textOrEmpty,
  email: v.string(),
  /** A new address waiting for its confirmation link (the account keeps `email` till then). */
  pendingEmail: v.optional(v.nullable(v.string()), null),
  isAccountLinkedToPms: v.optional(v.boolean(), false),
});
export type Profile = v.InferOutput<typeof ProfileAnswerSchema>;
