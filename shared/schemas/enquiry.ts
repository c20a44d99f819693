// The general enquiry form: name, phone, email, message, with the
// spec's messages. It goes to the vet group rather than a chosen clinic (docs/forms.md).
import * as v from 'valibot';
import {
  BODY_NOT_OBJECT,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  FULL_NAME_REQUIRED,
  MESSAGE_MAX,
  MESSAGE_REQUIRED,
  NAME_MAX,
  ORIGIN_MAX,
  PHONE_INVALID,
  PHONE_NUMBER_REQUIRED,
} from './contact';
import { emailField, optionalText, phoneField, requiredText } from './fields';

export const EnquirySchema = v.object(
  {
    name: requiredText(FULL_NAME_REQUIRED, NAME_MAX),
    phone: phoneField(PHONE_NUMBER_REQUIRED, PHONE_INVALID),
    email: emailField(EMAIL_REQUIRED, EMAIL_INVALID),
    message: requiredText(MESSAGE_REQUIRED, MESSAGE_MAX),
    /** Optional: the content block the form sits in, so staff know where it came from. */
    origin: optionalText(ORIGIN_MAX),
  },
  BODY_NOT_OBJECT,
);
export type EnquiryInput = v.InferInput<typeof EnquirySchema>;
export type Enquiry = v.InferOutput<typeof EnquirySchema>;
