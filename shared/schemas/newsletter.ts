// The newsletter sign-up (the spec: an email; the text mentions a monthly email),
// with double opt-in: the answer says to check the inbox, whoever the address is.
import * as v from 'valibot';
import { EMAIL_INVALID, EMAIL_REQUIRED } from './contact';
import { emailField } from './fields';

export const NewsletterSignUpSchema = v.object({ email: emailField(EMAIL_REQUIRED, EMAIL_INVALID) }, 'The request body must be a JSON object.');
export type NewsletterSignUp = v.InferOutput<typeof NewsletterSignUpSchema>;

export const NEWSLETTER_CHECK_INBOX = 'Nearly done: we have sent you an email. Open the link in it to confirm your sign-up.';
