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
import { useRef, useState, type FormEvent } from 'react';
import { createAppointmentsApi } from '../../shared/api/appointments';
import { createContactApi } from '../../shared/api/contact';
import { errorMessage } from '../../shared/api/errors';
import {
  CLASSIC_DATE_PAST,
  CLASSIC_DATE_REQUIRED,
  CLASSIC_LOCATION_REQUIRED,
  CLASSIC_REASON_REQUIRED,
  ClassicAnonymousBookingSchema,
} from '../../shared/schemas/appointments';
import { fieldError } from '../../shared/schemas/fields';
import { APPOINTMENT_NOTES_MAX } from '../../shared/domain/limits';
import { formatPickup, toNzDate } from '../../shared/format/dates';
import { Button, Select, TextArea, TextField } from '../kit';
import { useWidget, useWidgetQuery } from '../kit/WidgetContext';
import './events';

export const FULL_NAME_REQUIRED = 'Your full name is required';
export const REQUEST_FAILED = 'We could not send your request. Please try again, or call the clinic.';
export const REQUEST_ORIGIN = 'Book appointment form';

type Fields = 'clinicId' | 'fullName' | 'email' | 'phone' | 'reason' | 'dateTime';
type Clinic = { id: string; name: string };

export interface BookAppointmentFormProps {
  /** Tests pass the clinics and a clock; the element loads the clinics. */
  clinics?: Clinic[];
  now?: Date;
}

export function validate(values: Record<Fields, string>, now: Date): Partial<Record<Fields, string>> {
  const errors: Partial<Record<Fields, string>> = {};
  if (!values.clinicId) errors.clinicId = CLASSIC_LOCATION_REQUIRED;
  if (!values.fullName.trim()) errors.fullName = FULL_NAME_REQUIRED;
  const email = fieldError(ClassicAnonymousBookingSchema.entries.email, values.email);
  if (email) errors.email = email;
  const phone = fieldError(ClassicAnonymousBookingSchema.entries.phone, values.phone);
  if (phone) errors.phone = phone;
  if (!values.reason.trim()) errors.reason = CLASSIC_REASON_REQUIRED;
  if (!values.dateTime) errors.dateTime = CLASSIC_DATE_REQUIRED;
  else if (toNzDate(values.dateTime).getTime() <= now.getTime()) errors.dateTime = CLASSIC_DATE_PAST;
  return errors;
}

const EMPTY: Record<Fields, string> = { clinicId: '', fullName: '', email: '', phone: '', reason: '', dateTime: '' };

export function BookAppointmentForm({ clinics: given, now }: BookAppointmentFormProps) {
  const widget = useWidget();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [sent, setSent] = useState<typeof EMPTY | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  // The clinics from the booking start (kit/query.ts); a failed load offers none.
  const start = useWidgetQuery(given ? null : 'booking-start', () => createAppointmentsApi(widget.client).start());
  const clinics: Clinic[] | null =
    given ?? (start.status === 'ready' ? start.data.clinics.map((c) => ({ id: String(c.id), name: c.name })) : start.status === 'error' ? [] : null);

  const set = (field: Fields) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validate(values, now ?? new Date());
    setErrors(found);
    if (Object.keys(found).length) {
      // Focus the first field in error after it renders as invalid.
      queueMicrotask(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const clinicName = clinics?.find((c) => c.id === values.clinicId)?.name ?? '';
    const data = {
      ...values,
      clinicName,
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      reason: values.reason.trim(),
    };
    setSending(true);
    setFailure(null);
    try {
      await createContactApi(widget.client).send({
        clinicId: data.clinicId,
        clinicName,
        name: data.fullName,
        email: data.email,
        phone: data.phone,
        message: `Appointment request for ${formatPickup(data.dateTime)}.\n\n${data.reason}`,
        origin: REQUEST_ORIGIN,
      });
    } catch (error) {
      const message = errorMessage(error, REQUEST_FAILED);
      setFailure(message);
      widget.emit('vet-book-appointment-form:error', { message });
      return;
    } finally {
      setSending(false);
    }
    widget.emit('vet-book-appointment-form:submitted', data);
    setSent(values);
  };

  if (sent)
    return (
      <div role="status" className="space-y-3 rounded-lg border border-line p-4">
        <p className="text-lg font-semibold text-ink">Thank you, {sent.fullName.trim()}.</p>
        <p className="text-ink">We have noted your request for {formatPickup(sent.dateTime)}. The clinic will contact you to confirm.</p>
        <Button
          variant="secondary"
          onClick={() => {
            setValues(EMPTY);
            setSent(null);
          }}
        >
          Make another request
        </Button>
      </div>
    );

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="mx-auto grid w-full max-w-2xl gap-4 sm:grid-cols-2">
      <Select
        label="Clinic"
        required
        className="sm:col-span-2"
        placeholder={clinics ? 'Select a clinic…' : 'Loading clinics…'}
        value={values.clinicId}
        error={errors.clinicId}
        onChange={set('clinicId')}
        options={(clinics ?? []).map((c) => ({ value: c.id, label: c.name }))}
      />
      <TextField label="Full name" required autoComplete="name" value={values.fullName} error={errors.fullName} onChange={set('fullName')} />
      <TextField label="Email" type="email" required autoComplete="email" value={values.email} error={errors.email} onChange={set('email')} />
      <TextField label="Phone" type="tel" required autoComplete="tel" value={values.phone} error={errors.phone} onChange={set('phone')} />
      <TextField
        label="Preferred date and time"
        type="datetime-local"
        required
        step={1800}
        value={values.dateTime}
        error={errors.dateTime}
        onChange={set('dateTime')}
      />
      <TextArea
        label="Reason for the appointment"
        required
        className="sm:col-span-2"
        maxLength={APPOINTMENT_NOTES_MAX}
        value={values.reason}
        error={errors.reason}
        onChange={set('reason')}
      />
      {failure && (
        <p role="alert" className="rounded-lg border border-danger bg-red-50 p-3 text-sm text-danger sm:col-span-2">
          {failure}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" loading={sending}>
          Request appointment
        </Button>
      </div>
    </form>
  );
}
