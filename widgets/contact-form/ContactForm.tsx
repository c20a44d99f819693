/**
 * <vet-contact-form>: the Contact Us form. Clinic (only those
 * with an Email contact), full name, email address, phone number and message; 'Send message'.
 *
 * @attr origin  where the message comes from: 'Contact Us Page' (default) or the content block's name
 * @fires vet-contact-form:submitted  { id, clinicId, clinicName, origin } after the message was sent
 * @fires vet-contact-form:error      { message } when sending failed
 * @csspart base  the widget's outer box
 */
import { useId, useState } from 'react';
import { isApiError } from '../../shared/api/errors';
import { CONTACT_FAILED, CONTACT_PAGE_ORIGIN, CONTACT_SENT, ContactFormSchema, contactThanks, MESSAGE_MAX } from '../../shared/schemas/contact';
import { Button, TextArea, TextField } from '../kit';
import { ClinicSelect, Form, FormMessage, SubmitButton, SuccessPanel, useClinics, useForm } from '../kit/form';
import { useWidget } from '../kit/WidgetContext';
import { createContactFormApi } from './api';
import './events';

export interface ContactFormProps {
  origin?: string;
}

const EMPTY = { clinicId: '', name: '', email: '', phone: '', message: '' };

export function ContactForm({ origin }: ContactFormProps) {
  const widget = useWidget();
  const [api] = useState(() => createContactFormApi(widget));
  const clinics = useClinics(api.clinics);
  const headingId = useId();
  const from = origin?.trim() || CONTACT_PAGE_ORIGIN;

  const form = useForm({
    schema: ContactFormSchema,
    initial: EMPTY,
    submit: async (output) => {
      const clinic = clinics.status === 'ready' ? clinics.clinics.find((c) => c.id === output.clinicId) : undefined;
      // recipientEmail and clinicName are what the page showed (the spec's payload); the
      // server mails the clinic's own address whatever is sent.
      return api.send({ ...output, recipientEmail: clinic?.email ?? '', clinicName: clinic?.name ?? '', origin: from });
    },
    // The spec's words whatever failed; when the server said to wait (429), its reason too, or a
    // visitor would try again and again with nothing to tell them why it keeps failing.
    failureMessage: (error) => (isApiError(error) && error.status === 429 && error.error ? `${CONTACT_FAILED} ${error.error}` : CONTACT_FAILED),
    onSuccess: (sent, output) => {
      const clinic = clinics.status === 'ready' ? clinics.clinics.find((c) => c.id === output.clinicId) : undefined;
      widget.emit('vet-contact-form:submitted', { id: String(sent?.id ?? ''), clinicId: output.clinicId, clinicName: clinic?.name ?? '', origin: from });
    },
    onFailure: (message) => widget.emit('vet-contact-form:error', { message }),
  });

  if (form.status === 'done')
    return (
      <SuccessPanel
        title={contactThanks(form.values.name.trim())}
        action={
          <Button variant="secondary" onClick={form.reset}>
            Send another message
          </Button>
        }
      >
        <p>{CONTACT_SENT}</p>
      </SuccessPanel>
    );

  return (
    <Form form={form} labelledBy={headingId} className="mx-auto w-full max-w-2xl">
      <h2 id={headingId} className="sr-only">
        Contact us
      </h2>
      <ClinicSelect
        clinics={clinics}
        value={form.values.clinicId}
        error={form.error('clinicId')}
        disabled={form.submitting}
        onChange={(id) => form.set('clinicId', id)}
      />
      <TextField label="Full name" required autoComplete="name" {...form.text('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Email address" type="email" required autoComplete="email" {...form.text('email')} />
        <TextField label="Phone number" type="tel" required autoComplete="tel" inputMode="tel" {...form.text('phone')} />
      </div>
      <TextArea label="Message" required rows={5} maxLength={MESSAGE_MAX} showCount={false} {...form.text('message')} />
      <FormMessage form={form} />
      <SubmitButton form={form} disabled={clinics.status !== 'ready' || clinics.clinics.length === 0}>
        Send message
      </SubmitButton>
    </Form>
  );
}
