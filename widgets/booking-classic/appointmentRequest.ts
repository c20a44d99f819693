// The short request form's send: the request goes to the chosen clinic as a contact message
// (POST /api/v1/contact, docs/forms.md), so "the clinic will contact you" is true. The
// component validates (appointmentRequestSchema, through useForm) and shows; this sends.
import { createContactApi } from '../../shared/api/contact';
import type { ApiClient } from '../../shared/api/http';
import { formatPickup } from '../../shared/format/dates';

export const REQUEST_ORIGIN = 'Book appointment form';

export type RequestFields = 'clinicId' | 'fullName' | 'email' | 'phone' | 'reason' | 'dateTime';
export type RequestValues = Record<RequestFields, string>;
export type RequestClinic = { id: string; name: string };
/** What was sent, as the `submitted` event carries it. */
export type RequestSent = RequestValues & { clinicName: string };

export const EMPTY_REQUEST: RequestValues = { clinicId: '', fullName: '', email: '', phone: '', reason: '', dateTime: '' };

/** Sends the request (already valid); resolves with what was sent, rejects as the API client does. */
export async function sendAppointmentRequest(client: ApiClient, values: RequestValues, clinics: readonly RequestClinic[] | null): Promise<RequestSent> {
  const clinicName = clinics?.find((c) => c.id === values.clinicId)?.name ?? '';
  const sent: RequestSent = {
    ...values,
    clinicName,
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    reason: values.reason.trim(),
  };
  await createContactApi(client).send({
    clinicId: sent.clinicId,
    clinicName,
    name: sent.fullName,
    email: sent.email,
    phone: sent.phone,
    message: `Appointment request for ${formatPickup(sent.dateTime)}.\n\n${sent.reason}`,
    origin: REQUEST_ORIGIN,
  });
  return sent;
}
