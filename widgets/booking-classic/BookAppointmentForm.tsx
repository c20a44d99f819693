/**
 * <vet-book-appointment-form>: the simple book-appointment form: clinic,
 * full name, email, phone, reason and a date and time. The spec has it make no call; a form
 * that says "the clinic will contact you" must reach the clinic, so it sends the
 * request as a contact message to the chosen clinic (POST /api/v1/contact, docs/forms.md)
 * and only then thanks the client; a failure says so and keeps what was typed.
 *
 * @fires vet-book-appointment-form:submitted  { clinicId, clinicName, fullName, email, phone, reason, dateTime } after it was sent
 * @fires vet-book-appointment-form:error      { message } when sending failed
 */
import { useCallback, useMemo } from 'react';
import { createAppointmentsApi } from '../../shared/api/appointments';
import { errorMessage } from '../../shared/api/errors';
import { appointmentRequestSchema } from '../../shared/schemas/appointments';
import { APPOINTMENT_NOTES_MAX } from '../../shared/domain/limits';
import { formatPickup } from '../../shared/format/dates';
import { Button, Select, TextArea, TextField } from '../kit';
import { FormMessage, useForm } from '../kit/form';
import { useWidget, useWidgetQuery } from '../kit/WidgetContext';
import { EMPTY_REQUEST, sendAppointmentRequest, type RequestClinic, type RequestFields } from './appointmentRequest';
import './events';

export { REQUEST_ORIGIN } from './appointmentRequest';
export const REQUEST_FAILED = 'We could not send your request. Please try again, or call the clinic.';

export interface BookAppointmentFormProps {
  /** Tests pass the clinics and a clock; the element loads the clinics. */
  clinics?: RequestClinic[];
  now?: Date;
}

export function BookAppointmentForm({ clinics: given, now }: BookAppointmentFormProps) {
  const widget = useWidget();

  // The clinics from the booking start (kit/query.ts); a failed load offers none.
  const start = useWidgetQuery(given ? null : 'booking-start', () => createAppointmentsApi(widget.client).start());
  const clinics: RequestClinic[] | null =
    given ?? (start.status === 'ready' ? start.data.clinics.map((c) => ({ id: String(c.id), name: c.name })) : start.status === 'error' ? [] : null);

  const clock = useCallback(() => now ?? new Date(), [now]);
  const schema = useMemo(() => appointmentRequestSchema(clock), [clock]);
  const form = useForm({
    schema,
    initial: EMPTY_REQUEST,
    submit: (_output, values) => sendAppointmentRequest(widget.client, values, clinics),
    failureMessage: (error) => errorMessage(error, REQUEST_FAILED),
    onSuccess: (sent) => widget.emit('vet-book-appointment-form:submitted', sent),
    onFailure: (message) => widget.emit('vet-book-appointment-form:error', { message }),
  });
  // The fields stay usable while the request is on its way, as they always have here.
  const field = (name: RequestFields) => ({ ...form.text(name), disabled: false });

  const sent = form.status === 'done' ? form.result : null;
  if (sent)
    return (
      <div role="status" className="space-y-3 rounded-lg border border-line p-4">
        <p className="text-lg font-semibold text-ink">Thank you, {sent.fullName}.</p>
        <p className="text-ink">We have noted your request for {formatPickup(sent.dateTime)}. The clinic will contact you to confirm.</p>
        <Button variant="secondary" onClick={form.reset}>
          Make another request
        </Button>
      </div>
    );

  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void form.handleSubmit(event)} className="mx-auto grid w-full max-w-2xl gap-4 sm:grid-cols-2">
      <Select
        label="Clinic"
        required
        className="sm:col-span-2"
        placeholder={clinics ? 'Select a clinic…' : 'Loading clinics…'}
        {...field('clinicId')}
        options={(clinics ?? []).map((c) => ({ value: c.id, label: c.name }))}
      />
      <TextField label="Full name" required autoComplete="name" {...field('fullName')} />
      <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
      <TextField label="Phone" type="tel" required autoComplete="tel" {...field('phone')} />
      <TextField label="Preferred date and time" type="datetime-local" required step={1800} {...field('dateTime')} />
      <TextArea label="Reason for the appointment" required className="sm:col-span-2" maxLength={APPOINTMENT_NOTES_MAX} {...field('reason')} />
      <FormMessage form={form} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <Button type="submit" loading={form.submitting}>
          Request appointment
        </Button>
      </div>
    </form>
  );
}
