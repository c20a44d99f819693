// The reminders' emails. Each says who sends it (the vet group and clinic, with its address
// and phone), why the client gets it, and how to stop it (the link, and the List-Unsubscribe
// headers a mail app offers as one click): New Zealand's Unsolicited Electronic Messages Act.
import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../../shared/format/html';
import { formatNz } from '../../shared/format/dates';
import { lineOf, type MailedAppointment } from '../appointments/confirmation';
import { unsubscribeHeaders } from './unsubscribe';

export interface ReminderClinic {
  name: string;
  address: string;
  phone: string | null;
}

type Block = string | string[] | { href: string; label: string };

const textOf = (blocks: Block[]) =>
  blocks.map((b) => (Array.isArray(b) ? b.map((l) => `- ${l}`).join('\n') : typeof b === 'string' ? b : `${b.label}: ${b.href}`)).join('\n\n');
const htmlOf = (blocks: Block[]) =>
  blocks
    .map((b) =>
      Array.isArray(b)
        ? `<ul>${b.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`
        : typeof b === 'string'
          ? `<p>${escapeHtml(b)}</p>`
          : `<p><a href="${escapeHtml(b.href)}">${escapeHtml(b.label)}</a></p>`,
    )
    .join('');

const sender = (vetName: string, clinic: ReminderClinic) =>
  `From ${vetName}, ${clinic.name}, ${clinic.address}${clinic.phone ? `. Phone ${clinic.phone}` : ''}.`;

function message(vetId: string, to: string, subject: string, blocks: Block[], unsubscribe: string): MailMessage {
  return { vetId, to, subject, text: textOf(blocks), html: htmlOf(blocks), headers: unsubscribeHeaders(unsubscribe) };
}

export interface AppointmentReminder {
  vetId: string;
  vetName: string;
  to: string;
  firstName: string;
  clinic: ReminderClinic;
  appointments: MailedAppointment[];
  startsAt: Date;
  manageUrl: string;
  unsubscribeUrl: string;
}

export function appointmentReminderMessage(r: AppointmentReminder): MailMessage {
  const when = formatNz(r.startsAt, "EEEE d MMMM 'at' h:mmaaa");
  return message(
    r.vetId,
    r.to,
    `Reminder: your appointment at ${r.clinic.name}, ${when}`,
    [
      `Kia ora ${r.firstName},`,
      `A reminder of your appointment at ${r.clinic.name}, ${r.clinic.address}, on ${when}:`,
      r.appointments.map(lineOf),
      { label: 'To see, move or cancel it', href: r.manageUrl },
      r.clinic.phone ? `Or call the clinic on ${r.clinic.phone}.` : 'Or call the clinic.',
      sender(r.vetName, r.clinic),
      'You get this because you booked this appointment.',
      { label: 'Stop appointment reminders', href: r.unsubscribeUrl },
    ],
    r.unsubscribeUrl,
  );
}

export interface VaccinationReminder {
  vetId: string;
  vetName: string;
  to: string;
  firstName: string;
  petName: string;
  vaccinations: string[];
  dueDate: string;
  clinic: ReminderClinic;
  bookingUrl: string;
  unsubscribeUrl: string;
}

export function vaccinationReminderMessage(r: VaccinationReminder): MailMessage {
  const due = formatNz(`${r.dueDate}T12:00:00+12:00`, 'd MMMM yyyy');
  return message(
    r.vetId,
    r.to,
    `${r.petName}'s vaccination is due`,
    [
      `Kia ora ${r.firstName},`,
      `${r.petName}'s vaccination (${r.vaccinations.join(', ')}) is due on ${due}.`,
      { label: `Book ${r.petName}'s vaccination`, href: r.bookingUrl },
      r.clinic.phone ? `Or call ${r.clinic.name} on ${r.clinic.phone}.` : `Or call ${r.clinic.name}.`,
      sender(r.vetName, r.clinic),
      'You get this because your pet is a patient of ours.',
      { label: 'Stop vaccination reminders', href: r.unsubscribeUrl },
    ],
    r.unsubscribeUrl,
  );
}
