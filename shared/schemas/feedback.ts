// The feedback form: type (Bug or Feature Request; wire values
// none, bug, featureRequest), names, email, phone, message, optional screenshots, and
// whether the clinic may follow up. Messages of the feedback/contact variant, word for word;
// bounds the spec leaves open are decided in docs/accounts.md.
import * as v from 'valibot';
import { emailField, phoneField } from './fields';
import { answerId } from './answerFields';

export const FEEDBACK_TYPES = ['none', 'bug', 'featureRequest'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** What the form shows for each wire value. */
export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = { none: 'Feedback', bug: 'Bug', featureRequest: 'Feature Request' };

export const FIRST_NAME_REQUIRED = 'The First Name is required';
export const LAST_NAME_REQUIRED = 'The Last Name is required';
export const EMAIL_REQUIRED = 'The Email is required';
export const EMAIL_INVALID = 'The Email is invalid';
export const PHONE_REQUIRED = 'The Phone is required';
export const PHONE_INVALID = 'Invalid phone number';
export const MESSAGE_REQUIRED = 'The Message is required';
export const MESSAGE_MAX = 4000;
export const MESSAGE_TOO_LONG = `The Message must be at most ${MESSAGE_MAX} characters`;
export const TYPE_INVALID = 'The feedback type must be Bug or Feature Request';
export const ATTACHMENTS_MAX = 3;
export const ATTACHMENTS_TOO_MANY = `At most ${ATTACHMENTS_MAX} attachments can be sent`;
export const ATTACHMENT_FORMATS = ['png', 'jpg', 'jpeg'] as const;
export const ATTACHMENT_INVALID = 'The attachment must be a png, jpg or jpeg image';
/** Decoded bytes of all attachments together (the request itself is capped at 1 MB). */
export const ATTACHMENTS_MAX_BYTES = 700 * 1024;
export const ATTACHMENTS_TOO_LARGE = `The attachments must be at most ${ATTACHMENTS_MAX_BYTES / 1024} KB in total`;

const required = (message: string, max: number, tooLong = `Must be at most ${max} characters`) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLong)), '');

export const FeedbackAttachmentSchema = v.object(
  {
    data: v.pipe(
      v.string(ATTACHMENT_INVALID),
      v.transform((s) => s.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '')),
      v.nonEmpty(ATTACHMENT_INVALID),
      v.regex(/^[A-Za-z0-9+/]+={0,2}$/, ATTACHMENT_INVALID),
    ),
    filename: v.pipe(
      v.string(ATTACHMENT_INVALID),
      v.trim(),
      v.maxLength(200, 'The attachment name must be at most 200 characters'),
      v.regex(new RegExp(`^[^/\\\\]+\\.(${ATTACHMENT_FORMATS.join('|')})$`, 'i'), ATTACHMENT_INVALID),
    ),
  },
  ATTACHMENT_INVALID,
);

export const FeedbackSchema = v.object(
  {
    type: v.optional(v.picklist(FEEDBACK_TYPES, TYPE_INVALID), 'none'),
    firstName: required(FIRST_NAME_REQUIRED, 100),
    lastName: required(LAST_NAME_REQUIRED, 100),
    // Absent when the person gives no contact; present, each follows the product's rule.
    emailAddress: v.optional(emailField(EMAIL_REQUIRED, EMAIL_INVALID), ''),
    phone: v.optional(phoneField(PHONE_REQUIRED, PHONE_INVALID), ''),
    message: required(MESSAGE_REQUIRED, MESSAGE_MAX, MESSAGE_TOO_LONG),
    attachments: v.optional(
      v.nullable(v.pipe(v.array(FeedbackAttachmentSchema, ATTACHMENT_INVALID), v.maxLength(ATTACHMENTS_MAX, ATTACHMENTS_TOO_MANY)), []),
      [],
    ),
    allowFollowUp: v.optional(v.boolean('Allow follow-up must be true or false'), false),
  },
  FIRST_NAME_REQUIRED,
);

export type FeedbackInput = v.InferOutput<typeof FeedbackSchema>;

// ---- Answer ------------------------------------------------------------------------------

/** 201 `{ id, mailed }`: mailed is false when the group has no inbox (it is still stored). */
export const SentFeedbackAnswerSchema = v.looseObject({ id: answerId, mailed: v.boolean() });
export type SentFeedback = v.InferOutput<typeof SentFeedbackAnswerSchema>;
