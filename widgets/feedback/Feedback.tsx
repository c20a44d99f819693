/**
 * <vet-feedback>: the feedback form: type (Bug or Feature
 * Request), first and last name, email, phone, message, an optional screenshot and whether we
 * may follow up; a thank-you view after success. The account area embeds <Feedback> itself.
 *
 * @attr first-name  prefill (e.g. the signed-in client's first name)
 * @attr last-name   prefill
 * @attr email       prefill
 * @attr phone       prefill
 * @fires vet-feedback:submitted  { id, type, mailed } after the feedback was sent
 * @fires vet-feedback:error      { message } when sending failed
 * @csspart base  the widget's outer box
 */
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import {
  ATTACHMENT_FORMATS,
  ATTACHMENTS_MAX_BYTES,
  ATTACHMENTS_TOO_LARGE,
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
  FeedbackSchema,
  MESSAGE_MAX,
  type FeedbackType,
} from '../../shared/schemas/feedback';
import { Button, Checkbox, ImageUpload, Select, TextArea, TextField, type ImageUploadProps } from '../kit';
import { Form, FormMessage, SubmitButton, SuccessPanel, useForm, useLivePrefill } from '../kit/form';
import { useWidget, useWidgetQuery } from '../kit/WidgetContext';
import { readBase64 } from '../kit/readDataUrl';
import { createFeedbackFormApi } from './api';
import './events';

export interface FeedbackProps {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  /** Tests inject an image-size reader (test DOMs do not decode images). */
  readImageSize?: ImageUploadProps['readSize'];
}

// The spec.
export const FEEDBACK_FAILED = 'An error occurred while sending your feedback.';
export const ATTACHMENT_FAILED = 'An error has occurred while updating your attachment.';
// The spec: a 4000x4000 size hint for the screenshot.
export const SCREENSHOT_MAX = 4000;
export const FEEDBACK_THANKS = 'Thank you for your feedback';

class AttachmentError extends Error {}

interface Values {
  type: FeedbackType;
  firstName: string;
  lastName: string;
  emailAddress: string;
  phone: string;
  message: string;
  allowFollowUp: boolean;
  /** Not part of the schema (valibot drops it): turned into `attachments` when sending. */
  screenshot: File | null;
}

export function Feedback({ firstName = '', lastName = '', email = '', phone = '', readImageSize }: FeedbackProps) {
  const widget = useWidget();
  const [api] = useState(() => createFeedbackFormApi(widget));
  const headingId = useId();

  const form = useForm({
    schema: FeedbackSchema,
    initial: (): Values => ({ type: 'none', firstName, lastName, emailAddress: email, phone, message: '', allowFollowUp: false, screenshot: null }),
    check: (_output, values: Values): Record<string, string> =>
      values.screenshot && values.screenshot.size > ATTACHMENTS_MAX_BYTES ? { screenshot: ATTACHMENTS_TOO_LARGE } : {},
    submit: async (output, values) => {
      let attachments: { data: string; filename: string }[] = [];
      if (values.screenshot) {
        try {
          attachments = [{ data: await readBase64(values.screenshot), filename: values.screenshot.name }];
        } catch {
          throw new AttachmentError(ATTACHMENT_FAILED);
        }
      }
      return api.send({ ...output, attachments });
    },
    failureMessage: (error) => (error instanceof AttachmentError ? ATTACHMENT_FAILED : errorMessage(error, FEEDBACK_FAILED)),
    onSuccess: (sent, output) => widget.emit('vet-feedback:submitted', { id: String(sent?.id ?? ''), type: output.type, mailed: sent?.mailed ?? false }),
    onFailure: (message) => widget.emit('vet-feedback:error', { message }),
  });

  // Signed in: the form starts from the profile, where attributes left a field empty.
  const { values, set } = form;
  useLivePrefill({ firstName, lastName, emailAddress: email, phone }, values, set);
  const latestValues = useRef(values);
  latestValues.current = values;
  const profile = useWidgetQuery('contact-details', () => api.contactDetails?.() ?? Promise.resolve(null));
  const details = profile.status === 'ready' ? profile.data : null;
  useEffect(() => {
    if (!details) return;
    const fields = { firstName: details.firstName, lastName: details.lastName, emailAddress: details.email, phone: details.phone };
    for (const [field, value] of Object.entries(fields)) if (value && !latestValues.current[field as keyof Values]) set(field, value);
  }, [details, set]);

  if (form.status === 'done')
    return (
      <SuccessPanel
        title={FEEDBACK_THANKS}
        action={
          <Button variant="secondary" onClick={form.reset}>
            Send more feedback
          </Button>
        }
      >
        <p>We read every message and use it to improve our service.</p>
        {form.values.allowFollowUp && <p>We may get in touch with you about it.</p>}
      </SuccessPanel>
    );

  return (
    <Form form={form} labelledBy={headingId} className="mx-auto w-full max-w-2xl">
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        Feedback
      </h2>
      <Select
        label="Type of feedback"
        options={FEEDBACK_TYPES.map((t) => ({ value: t, label: t === 'none' ? 'General feedback' : FEEDBACK_TYPE_LABELS[t] }))}
        {...form.text('type')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" required autoComplete="given-name" {...form.text('firstName')} />
        <TextField label="Last name" required autoComplete="family-name" {...form.text('lastName')} />
        <TextField label="Email" type="email" required autoComplete="email" {...form.text('emailAddress')} />
        <TextField label="Phone" type="tel" required autoComplete="tel" inputMode="tel" {...form.text('phone')} />
      </div>
      <TextArea label="Message" required rows={6} maxLength={MESSAGE_MAX} {...form.text('message')} />
      <ImageUpload
        label="Screenshot (optional)"
        formats={ATTACHMENT_FORMATS}
        maxWidth={SCREENSHOT_MAX}
        maxHeight={SCREENSHOT_MAX}
        hint={`${ATTACHMENT_FORMATS.join(', ')}; up to ${SCREENSHOT_MAX}x${SCREENSHOT_MAX}px and ${ATTACHMENTS_MAX_BYTES / 1024} KB`}
        error={form.error('screenshot')}
        disabled={form.submitting}
        onChange={(file) => form.set('screenshot', file)}
        {...(readImageSize ? { readSize: readImageSize } : {})}
      />
      <Checkbox label="You may contact me about this feedback" {...form.checkbox('allowFollowUp')} />
      <FormMessage form={form} />
      <SubmitButton form={form}>Send feedback</SubmitButton>
    </Form>
  );
}
