// Contact-us messages (spec 1 sections 2, 3, 5, 7) and the field builders the other public
// forms (enquiry, sheep vaccine order, registration) share. The widgets and the reference API
// validate with these same schemas; the messages the spec quotes are used word for word.
import * as v from 'valibot';

// ---- messages the spec quotes ------------------------------------------------------------

export const CLINIC_REQUIRED = 'Clinic is required';
export const FULL_NAME_REQUIRED = 'Your full name is required';
export const PHONE_NUMBER_REQUIRED = 'Your phone number is required';
export const EMAIL_INVALID = 'Please enter a valid email address';
export const EMAIL_REQUIRED = 'Your email is required';
export const MESSAGE_REQUIRED = 'Please enter a message';
export const PHONE_INVALID = 'Invalid phone number';
export const PHONE_REQUIRED = 'A phone number is required';

/** The origin a message carries when sent from the contact page itself (else the block's name). */
export const CONTACT_PAGE_ORIGIN = 'Contact Us Page';

// ---- bounds the spec leaves open (docs/forms.md) -----------------------------------------

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 20;
export const MESSAGE_MAX = 5000;
export const ORIGIN_MAX = 100;

const tooLong = (max: number) => `Must be at most ${max} characters`;

// Forms send '' for an untouched field and some clients send null or leave the key out: all
// three read as empty, so the person gets the field's own message rather than a type error.

/** A field reports its first problem only: an empty email is 'required', not also 'invalid'. */
const firstProblem = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true });

/** A required text field: trimmed, not empty, bounded. */
export const requiredText = (message: string, max: number) =>
  firstProblem(v.pipe(v.nullish(v.string(message), ''), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLong(max))));

/** An optional text field: trimmed and bounded; absent reads as ''. */
export const optionalText = (max: number) =>
  v.pipe(v.nullish(v.string('Must be text'), ''), v.trim(), v.maxLength(max, tooLong(max)));

/** Digits and spaces only (spec 1 section 5); the required check comes first, so '' gets it. */
export const phoneField = (requiredMessage: string = PHONE_REQUIRED) =>
  firstProblem(
    v.pipe(
      v.nullish(v.string(requiredMessage), ''),
      v.trim(),
      v.nonEmpty(requiredMessage),
      v.regex(/^[\d ]*$/, PHONE_INVALID),
      v.check((s) => /\d/.test(s), PHONE_INVALID),
      v.maxLength(PHONE_MAX, PHONE_INVALID),
    ),
  );

/** Optional phone: empty passes, anything else must be digits and spaces. */
export const optionalPhoneField = () => v.pipe(optionalText(PHONE_MAX), v.regex(/^[\d ]*$/, PHONE_INVALID));

export const emailField = (requiredMessage: string = EMAIL_REQUIRED, invalidMessage: string = EMAIL_INVALID) =>
  firstProblem(
    v.pipe(
      v.nullish(v.string(requiredMessage), ''),
      v.trim(),
      v.nonEmpty(requiredMessage),
      v.maxLength(EMAIL_MAX, invalidMessage),
      v.email(invalidMessage),
    ),
  );

/** A clinic id: the clinics' ids are slugs ('tui-hamilton'); numbers from older forms are accepted as text. */
export const clinicIdField = (message: string = CLINIC_REQUIRED) =>
  firstProblem(
    v.pipe(
      v.nullish(v.union([v.string(message), v.pipe(v.number(message), v.integer(message), v.transform(String))], message), ''),
      v.trim(),
      v.nonEmpty(message),
      v.maxLength(100, message),
    ),
  );

/** Top-level bodies must be objects; arrays and scalars get one plain message. */
export const BODY_NOT_OBJECT = 'The request body must be a JSON object.';

// ---- the contact page form and the message it posts ---------------------------------------

/** What a person fills in on the Contact Us page (or a contact-form block). */
export const ContactFormSchema = v.object(
  {
    clinicId: clinicIdField(),
    name: requiredText(FULL_NAME_REQUIRED, NAME_MAX),
    email: emailField(),
    phone: phoneField(PHONE_NUMBER_REQUIRED),
    message: requiredText(MESSAGE_REQUIRED, MESSAGE_MAX),
  },
  BODY_NOT_OBJECT,
);
export type ContactForm = v.InferOutput<typeof ContactFormSchema>;

/**
 * POST /api/v1/contact: {name, phone, email, message, recipientEmail, clinicId, clinicName, origin}.
 * recipientEmail and clinicName are what the page showed; the server mails the clinic's own
 * Email contact and never an address the caller names (that would make it an open relay).
 */
export const ContactMessageSchema = v.object(
  {
    ...ContactFormSchema.entries,
    recipientEmail: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(EMAIL_MAX, tooLong(EMAIL_MAX))))),
    clinicName: optionalText(NAME_MAX),
    origin: v.pipe(
      v.nullish(v.string('The origin must be text'), CONTACT_PAGE_ORIGIN),
      v.trim(),
      v.transform((s) => s || CONTACT_PAGE_ORIGIN),
      v.maxLength(ORIGIN_MAX, tooLong(ORIGIN_MAX)),
    ),
  },
  BODY_NOT_OBJECT,
);
export type ContactMessageInput = v.InferInput<typeof ContactMessageSchema>;
export type ContactMessage = v.InferOutput<typeof ContactMessageSchema>;

/** Success text of the contact page (spec 1 section 2). */
export const contactThanks = (name: string) => `Thanks ${name} for contacting us!`;
export const CONTACT_SENT = 'Your message has been sent. We will contact you soon.';
/** Shown when the call fails (spec 1 section 8). */
export const CONTACT_FAILED = 'An error occurred while sending your message.';
