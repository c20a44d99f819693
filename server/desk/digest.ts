// The daily digest of a clinic that chose one (clinics.booking_mail = 'digest') instead of an
// email per online booking: from DIGEST_HOUR (NZ time) each day, one email listing the online
// bookings clients made the day before, with the desk's link. Claimed once per clinic and day
// (queueOnce), so a rerun or a second server process sends nothing more; a day without online
// bookings sends nothing.
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { Mailer } from '../mail/mailer';
import { blocksHtml, blocksText, type MailBlock } from '../mail/blocks';
import { addDays } from '../../shared/format/calendarDays';
import { formatDayLabel } from '../../shared/format/calendarDays';
import { formatPickup, nzDayKey, toNzDate } from '../../shared/format/dates';
import { queueOnce } from '../reminders/queueOnce';

/** The NZ hour from which the day's digest goes: before the clinic opens. */
export const DIGEST_HOUR = 7;

interface DueDigest {
  vet_id: string;
  clinic_id: string;
  clinic_name: string;
  email: string;
}

interface DigestLine {
  starts_at: Date;
  pet_name: string;
  type_name: string | null;
  resource_name: string | null;
  first_name: string;
  last_name: string;
  phone: string;
}

export const digestKey = (clinicId: string, day: string) => `clinic-digest:${clinicId}:${day}`;

/** Queues the digests due at `now`; returns the keys it queued. */
export async function queueClinicDigests(db: Db, mailer: Mailer, config: Pick<Config, 'publicUrl'>, now: Date): Promise<string[]> {
  const today = nzDayKey(now);
  if (now.getTime() < toNzDate(`${today}T${String(DIGEST_HOUR).padStart(2, '0')}:00`).getTime()) return [];
  const yesterday = addDays(today, -1);
  const { rows } = await db.query<DueDigest>(
    `select c.vet_id, c.id as clinic_id, c.name as clinic_name, c.email from clinics c
      where c.booking_mail = 'digest' and c.email is not null
        and not exists (select 1 from reminders_sent r where r.vet_id = c.vet_id and r.key = 'clinic-digest:' || c.id || ':' || $1)`,
    [today],
  );
  return queueOnce(
    db,
    now,
    rows,
    (due) => digestKey(due.clinic_id, today),
    async (tx, due) => {
      const { rows: lines } = await tx.query<DigestLine>(
        `select a.starts_at, a.pet_name, t.name as type_name, r.name as resource_name, a.first_name, a.last_name, a.phone
           from appointments a
           left join appointment_types t on t.id = a.appointment_type_id and t.vet_id = a.vet_id
           left join calendar_resources r on r.id = a.calendar_resource_id and r.vet_id = a.vet_id
          where a.vet_id = $1 and a.clinic_id = $2 and a.origin = 'online' and a.created_at >= $3 and a.created_at < $4
            and a.status not in ('cancelledByAdmin', 'cancelledByCustomer')
          order by a.starts_at, a.id`,
        [due.vet_id, due.clinic_id, toNzDate(yesterday), toNzDate(today)],
      );
      if (!lines.length) return false;
      await mailer.send(digestMessage(due, yesterday, lines, `${config.publicUrl}/desk`), tx);
      return true;
    },
  );
}

function digestMessage(due: DueDigest, day: string, lines: DigestLine[], deskUrl: string) {
  const blocks: MailBlock[] = [
    `Online bookings made at ${due.clinic_name} on ${formatDayLabel(day)}:`,
    lines.map(
      (l) =>
        `${formatPickup(l.starts_at)}: ${l.pet_name}, ${l.type_name ?? 'Appointment'}${l.resource_name ? ` with ${l.resource_name}` : ''} (${l.first_name} ${l.last_name}, ${l.phone})`,
    ),
    `They are in the clinic desk's diary: ${deskUrl}`,
  ];
  return {
    vetId: due.vet_id,
    to: due.email,
    subject: `${lines.length === 1 ? '1 online booking' : `${lines.length} online bookings`} at ${due.clinic_name} on ${formatDayLabel(day)}`,
    text: blocksText(blocks),
    html: blocksHtml(blocks),
  };
}
