// The clinic a form is addressed to. Forms are mailed to the clinic's own Email contact,
// looked up in this vet group only: the address a caller sends is never used, or the API
// would relay mail anywhere. A clinic without an Email contact is not offered by the
// contact page, so choosing one is a bad choice, not a server fault.
import type { Queryable } from '../db/index';
import { conflict, unprocessable } from '../http/errors';

export const CLINIC_NOT_AVAILABLE = 'Please select one of our clinics';
export const NO_ENQUIRY_ADDRESS = 'We cannot take enquiries online at the moment. Please call us instead.';

export interface MailableClinic {
  id: string;
  name: string;
  email: string;
}

/** The group's clinic with this id and an Email contact; otherwise a 422 on `field`. */
export async function clinicToMail(db: Queryable, vetId: string, clinicId: string, field: string): Promise<MailableClinic> {
  const { rows } = await db.query<MailableClinic>(`select id, name, email from clinics where vet_id = $1 and id = $2 and coalesce(trim(email), '') <> ''`, [
    vetId,
    clinicId,
  ]);
  if (!rows[0]) throw unprocessable(CLINIC_NOT_AVAILABLE, { issues: { [field]: CLINIC_NOT_AVAILABLE } });
  return rows[0];
}

/** Where group-wide mail goes: the main location, else the first clinic with an Email contact. */
export async function groupInbox(db: Queryable, vetId: string): Promise<MailableClinic> {
  const { rows } = await db.query<MailableClinic>(
    `select id, name, email from clinics where vet_id = $1 and coalesce(trim(email), '') <> ''
      order by main_location desc, position, id limit 1`,
    [vetId],
  );
  if (!rows[0]) throw conflict(NO_ENQUIRY_ADDRESS);
  return rows[0];
}

/** People's names go into subjects: no line breaks, so no header can be smuggled in. */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();
