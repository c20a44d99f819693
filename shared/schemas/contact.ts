// Contact-us messages and the field builders the other public
// forms (enquiry, sheep vaccine order, registration) share. The widgets and the reference API
// validate with these same schemas; the messages the spec quotes are used word for word.
import * as v from 'valibot';
import { emailField, EMAIL_MAX, firstProblem, optionalText, phoneField, requiredText } from './fields';
import { answerId } from './answerFields';

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
export const MESSAGE_MAX = 5000;
export const ORIGIN_MAX = 100;

const tooLong = (max: number) => `Must be at most ${max} characters`;

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
    email: emailField(EMAIL_REQUIRED, EMAIL_INVALID),
    phone: phoneField(PHONE_NUMBER_REQUIRED, PHONE_INVALID),
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

/** Success text of the contact page. */
export const contactThanks = (name: string) => `Thanks ${name} for contacting us!`;
export const CONTACT_SENT = 'Your message has been sent. We will contact you soon.';
/** Shown when the call fails. */
export const CONTACT_FAILED = 'An error occurred while sending your message.';

// ---- Answer ------------------------------------------------------------------------------

/** POST /api/v1/contact and /contact/enquiry answer 201 `{ id }`. */
export const SentMessageAnswerSchema = v.looseObject({ id: answerId });
export type SentMessage = v.InferOutput<typeof SentMessageAnswerSchema>;
