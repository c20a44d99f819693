// Registration as a new or an existing client: the form and
// POST /api/v1/profile/new | /existing validate with these schemas. New clients also give
// their address, driver licence, authorised people and options; existing clients may give
// their client code. The form posts 'address' or 'street' and 'postcode' or 'postCode': both
// spellings are read, and the output always says street and postCode.
import * as v from 'valibot';
import { DEFAULT_REGION, type Region, regionById, regionByName } from '../domain/regions';
import { BODY_NOT_OBJECT, EMAIL_INVALID, EMAIL_REQUIRED, NAME_MAX, PHONE_INVALID, PHONE_REQUIRED } from './contact';
import { emailField, nzPostcodeField, optionalText, PHONE_MAX, PHONE_PATTERN, phoneField, requiredText } from './fields';

// ---- messages the spec quotes ------------------------------------------------------------

export const TERMS_REQUIRED = 'You must agree to the terms and conditions';
export const ADDRESS_REQUIRED = 'Your address is required';
export const CITY_REQUIRED = 'Your city is required';
export const POSTCODE_REQUIRED = 'Your postcode is required';

// ---- messages and bounds the spec leaves open (docs/forms.md) ------------------------------

export const FIRST_NAME_REQUIRED = 'Your first name is required';
export const LAST_NAME_REQUIRED = 'Your last name is required';
export const REGION_REQUIRED = 'Your region is required';
export const AUTHORISED_PEOPLE_MAX = 10;
export const AUTHORISED_PEOPLE_TOO_MANY = `You can add at most ${AUTHORISED_PEOPLE_MAX} authorised people`;
export const AUTHORISED_NAME_REQUIRED = 'The authorised person name is required';

export const REGISTRATION_TYPES = ['new', 'existing'] as const;
export const REGISTRATION_TYPE_INVALID = 'Please choose existing customer or new customer';
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];
/** New registrations always come from the web. */
export const REGISTERED_FROM = 'web';

/**
 * A region from the form: its name (the select's value), an id, or { id } / { name }. An
 * unknown name falls back to Auckland as the spec says; an empty value or an id that is not
 * one of the 16 is refused.
 */
const regionField = v.pipe(
  v.nullish(
    v.union(
      [v.string(REGION_REQUIRED), v.number(REGION_REQUIRED), v.object({ id: v.optional(v.union([v.number(), v.string()])), name: v.optional(v.string()) })],
      REGION_REQUIRED,
    ),
    '',
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }): Region => {
    const raw = dataset.value;
    const region = (() => {
      if (typeof raw === 'number') return regionById(raw);
      if (typeof raw === 'string') {
        const text = raw.trim();
        if (text === '') return undefined;
        return /^\d+$/.test(text) ? regionById(text) : regionByName(text);
      }
      if (raw.id !== undefined && raw.id !== '') return regionById(raw.id);
      return raw.name?.trim() ? regionByName(raw.name) : undefined;
    })();
    if (!region) {
      addIssue({ message: REGION_REQUIRED });
      return NEVER;
    }
    return region;
  }),
);

const agreement = v.pipe(
  v.nullish(v.unknown(), false),
  v.check((x) => x === true, TERMS_REQUIRED),
  v.transform(() => true as const),
);

const flag = v.nullish(v.boolean('Must be yes or no'), false);

// Entries lacking a name or a phone are dropped before anything is checked:
// a half-filled row is an unused row, not an error.
const authorisedPeople = v.pipe(
  v.nullish(
    v.array(
      v.object({ name: v.nullish(v.string(AUTHORISED_NAME_REQUIRED), ''), phone: v.nullish(v.string(PHONE_INVALID), '') }, AUTHORISED_NAME_REQUIRED),
      AUTHORISED_NAME_REQUIRED,
    ),
    [],
  ),
  v.transform((people) => people.map((p) => ({ name: p.name.trim(), phone: p.phone.trim() })).filter((p) => p.name !== '' && p.phone !== '')),
  v.maxLength(AUTHORISED_PEOPLE_MAX, AUTHORISED_PEOPLE_TOO_MANY),
  v.array(
    v.object({
      name: v.pipe(v.string(), v.maxLength(NAME_MAX, `Must be at most ${NAME_MAX} characters`)),
      phone: v.pipe(v.string(), v.regex(PHONE_PATTERN, PHONE_INVALID), v.maxLength(PHONE_MAX, PHONE_INVALID)),
    }),
  ),
);

const commonEntries = {
  type: v.optional(v.picklist(REGISTRATION_TYPES, REGISTRATION_TYPE_INVALID)),
  firstName: requiredText(FIRST_NAME_REQUIRED, NAME_MAX),
  lastName: requiredText(LAST_NAME_REQUIRED, NAME_MAX),
  email: emailField(EMAIL_REQUIRED, EMAIL_INVALID),
  phone: phoneField(PHONE_REQUIRED, PHONE_INVALID),
  region: regionField,
  agreeTermsConditions: agreement,
  clientCode: optionalText(30),
  /** Added by the API client; the server checks it names the group of the request. */
  vetId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
};

/** Reads 'address' as street and 'postcode' as postCode, whichever the form sent. */
function aliasAddress(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const given = input as Record<string, unknown>;
  const pick = (...values: unknown[]) => values.find((x) => typeof x === 'string' && x.trim() !== '') ?? values.find((x) => x !== undefined);
  return { ...given, street: pick(given.street, given.address), postCode: pick(given.postCode, given.postcode) };
}

export const RegistrationExistingSchema = v.object(commonEntries, BODY_NOT_OBJECT);

/** The new-client fields once the aliases are read. */
export const RegistrationNewFieldsSchema = v.object(
  {
    ...commonEntries,
    street: requiredText(ADDRESS_REQUIRED, 200),
    suburb: optionalText(100),
    city: requiredText(CITY_REQUIRED, 100),
    postCode: nzPostcodeField(POSTCODE_REQUIRED),
    driverLicense: optionalText(30),
    authorisedPeople,
    pickupDropoff: flag,
    payMoneyOwed: flag,
    makeEnquires: flag,
    subscribePromotionalEmails: flag,
    registeredFrom: v.pipe(
      v.optional(v.string()),
      v.transform(() => REGISTERED_FROM),
    ),
  },
  BODY_NOT_OBJECT,
);

export const RegistrationNewSchema = v.pipe(v.unknown(), v.transform(aliasAddress), RegistrationNewFieldsSchema);

export type RegistrationExistingInput = v.InferInput<typeof RegistrationExistingSchema>;
export type RegistrationExisting = v.InferOutput<typeof RegistrationExistingSchema>;
export type RegistrationNewInput = v.InferInput<typeof RegistrationNewFieldsSchema> & { address?: string; postcode?: string };
export type RegistrationNew = v.InferOutput<typeof RegistrationNewSchema>;

/** The form's starting values: terms are ticked by default. */
export const REGISTRATION_DEFAULTS = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  region: DEFAULT_REGION.name,
  agreeTermsConditions: true,
  clientCode: '',
  street: '',
  suburb: '',
  city: '',
  postCode: '',
  driverLicense: '',
  authorisedPeople: [] as { name: string; phone: string }[],
  pickupDropoff: false,
  payMoneyOwed: false,
  makeEnquires: false,
  subscribePromotionalEmails: false,
};

/** What the confirmation says once the server accepted the registration. */
export const REGISTRATION_DONE = 'Thanks for registering. Please check your email for a link to set your password.';

// ---- Answer ------------------------------------------------------------------------------

/** 201 `{ email, type, message }`: the message says to check email (docs/forms.md). */
export const RegistrationResultAnswerSchema = v.looseObject({
  email: v.string(),
  type: v.picklist(['new', 'existing']),
  message: v.string(),
});
export type RegistrationResult = v.InferOutput<typeof RegistrationResultAnswerSchema>;
