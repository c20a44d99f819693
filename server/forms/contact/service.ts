// Contact-us messages (to the chosen clinic) and general enquiries (to the group's main
// clinic): kept, then mailed. If the mail cannot be handed over, the row goes too, so a
// retry does not leave a duplicate behind.
import type * as v from 'valibot';
import type { Enquiry } from '../../../shared/schemas/enquiry';
import type { ContactMessage } from '../../../shared/schemas/contact';
import type { Deps } from '../../http/env';
import { clinicToMail, groupInbox, oneLine, type MailableClinic } from '../clinics';
import type { SentMessageAnswerSchema } from '../../../shared/schemas/contact';

type MailDeps = Pick<Deps, 'db' | 'mailer'>;

interface Stored {
  kind: 'contact' | 'enquiry';
  clinic: MailableClinic;
  name: string;
  phone: string;
  email: string;
  message: string;
  origin: string;
}

/** Inserts the row, sends the mail, and takes the row back out if sending fails. */
export async function storeAndMail(deps: MailDeps, vetId: string, m: Stored, mail: { subject: string; text: string }) {
  const { db, mailer } = deps;
  const row = await db.one<{ id: number }>(
    `insert into contact_messages (vet_id, kind, clinic_id, recipient_email, name, phone, email, message, origin)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [vetId, m.kind, m.kind === 'contact' ? m.clinic.id : null, m.clinic.email, m.name, m.phone, m.email, m.message, m.origin],
  );
  try {
    await mailer.send({ vetId, to: m.clinic.email, subject: oneLine(mail.subject), text: mail.text });
  } catch (error) {
    await db.query('delete from contact_messages where id = $1 and vet_id = $2', [row!.id, vetId]);
    throw error;
  }
  return { id: row!.id } satisfies v.InferInput<typeof SentMessageAnswerSchema>;
}

const details = (m: { name: string; phone: string; email: string; message: string }) =>
  [`Name: ${m.name}`, `Phone: ${m.phone}`, `Email: ${m.email}`, '', m.message].join('\n');

export async function sendContactMessage(deps: MailDeps, vetId: string, input: ContactMessage) {
  const clinic = await clinicToMail(deps.db, vetId, input.clinicId, 'clinicId');
  return storeAndMail(
    deps,
    vetId,
    { kind: 'contact', clinic, name: input.name, phone: input.phone, email: input.email, message: input.message, origin: input.origin },
    {
      subject: `New message for ${clinic.name} from ${input.name} (${input.origin})`,
      text: [`A message was sent from the website (${input.origin}) to ${clinic.name}.`, '', details(input)].join('\n'),
    },
  );
}

export async function sendEnquiry(deps: MailDeps, vetId: string, input: Enquiry) {
  const clinic = await groupInbox(deps.db, vetId);
  const origin = input.origin || 'Enquiry form';
  return storeAndMail(
    deps,
    vetId,
    { kind: 'enquiry', clinic, name: input.name, phone: input.phone, email: input.email, message: input.message, origin },
    {
      subject: `New enquiry from ${input.name}`,
      text: [`An enquiry was sent from the website (${origin}).`, '', details(input)].join('\n'),
    },
  );
}
