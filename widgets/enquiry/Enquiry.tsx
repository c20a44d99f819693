/**
 * <vet-enquiry>: a general enquiry to the vet group: name, phone,
 * email and message, with the spec's messages. It goes to the group's inbox, not a clinic.
 *
 * @attr origin   optional: the page or block the form sits on, so staff know where it came from
 * @attr heading  optional: the form's visible title (default 'Send us an enquiry')
 * @fires vet-enquiry:submitted  { id, origin } after the enquiry was sent
 * @fires vet-enquiry:error      { message } when sending failed
 * @csspart base  the widget's outer box
 */
import { useId, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { MESSAGE_MAX } from '../../shared/schemas/contact';
import { EnquirySchema } from '../../shared/schemas/enquiry';
import { Button, TextArea, TextField } from '../kit';
import { Form, FormMessage, SubmitButton, SuccessPanel, useForm } from '../kit/form';
import { useWidget } from '../kit/WidgetContext';
import { createEnquiryApi } from './api';
import './events';

export interface EnquiryProps {
  origin?: string;
  heading?: string;
}

/** The spec gives no wording for these; the server's message wins when it sends one. */
export const ENQUIRY_FAILED = 'An error occurred while sending your enquiry.';
export const enquiryThanks = (name: string) => `Thanks ${name}, we have your enquiry.`;
export const ENQUIRY_SENT = 'One of our team will get back to you soon.';

const EMPTY = { name: '', phone: '', email: '', message: '' };

export function Enquiry({ origin, heading = 'Send us an enquiry' }: EnquiryProps) {
  const widget = useWidget();
  const [api] = useState(() => createEnquiryApi(widget));
  const headingId = useId();
  const from = origin?.trim() ?? '';

  const form = useForm({
    schema: EnquirySchema,
    initial: EMPTY,
    submit: (output) => api.send({ name: output.name, phone: output.phone, email: output.email, message: output.message, ...(from ? { origin: from } : {}) }),
    failureMessage: (error) => errorMessage(error, ENQUIRY_FAILED),
    onSuccess: (sent) => widget.emit('vet-enquiry:submitted', { id: String(sent?.id ?? ''), origin: from }),
    onFailure: (message) => widget.emit('vet-enquiry:error', { message }),
  });

  if (form.status === 'done')
    return (
      <SuccessPanel
        title={enquiryThanks(form.values.name.trim())}
        action={
          <Button variant="secondary" onClick={form.reset}>
            Send another enquiry
          </Button>
        }
      >
        <p>{ENQUIRY_SENT}</p>
      </SuccessPanel>
    );

  return (
    <Form form={form} labelledBy={headingId} className="mx-auto w-full max-w-2xl">
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      <TextField label="Full name" required autoComplete="name" {...form.text('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Phone number" type="tel" required autoComplete="tel" inputMode="tel" {...form.text('phone')} />
        <TextField label="Email address" type="email" required autoComplete="email" {...form.text('email')} />
      </div>
      <TextArea label="Message" required rows={5} maxLength={MESSAGE_MAX} showCount={false} {...form.text('message')} />
      <FormMessage form={form} />
      <SubmitButton form={form}>Send enquiry</SubmitButton>
    </Form>
  );
}
