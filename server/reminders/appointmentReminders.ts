// The day-before reminder of each booking: queued into the outbox from the clinic's reminder
// hour (NZ time) on the day before the booking's first appointment until it starts. Its key is
// the booking and that start time, inserted with the message in one transaction: a rerun, or
// a second server process running the job at once, queues nothing more; a booking moved to
// another time has a new key and is reminded of the new time; a cancelled booking or one whose
// time has passed is never picked. The outbox's sender then sends it once, later if the mail
// server is down.
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { Mailer } from '../mail/mailer';
import { nzDateTime } from '../../shared/format/dates';
import { manageBookingUrl } from '../appointments/manage/link';
import { appointmentReminderMessage } from './mail';
import { queueOnce } from './queueOnce';
import { mayRemind, unsubscribeUrl } from './unsubscribe';

interface DueBooking {
  vet_id: string;
  vet_name: string;
  booking_id: string;
  starts_at: Date;
  user_id: number | null;
  email: string;
  first_name: string;
  clinic_name: string;
  clinic_address: string;
  clinic_phone: string | null;
}

export const appointmentReminderKey = (bookingId: string, startsAt: Date) => `appointment:${bookingId}:${startsAt.toISOString()}`;

const CANCELLED = `('cancelledByAdmin', 'cancelledByCustomer')`;

/** Queues the reminders due at `now`; returns the keys it queued. */
export async function queueAppointmentReminders(db: Db, mailer: Mailer, config: Config, now: Date): Promise<string[]> {
  // A booking's first live appointment; requests (a preferred time the clinic has yet to
  // confirm) are reminded once the clinic confirms them.
  const { rows } = await db.query<DueBooking>(
    `with firsts as (
       select distinct on (a.vet_id, a.booking_id) a.vet_id, a.booking_id, a.starts_at, a.user_id, a.email, a.first_name, a.clinic_id
         from appointments a
        where a.status not in ${CANCELLED} and (a.source = 'online' or a.status = 'confirmed')
          and a.starts_at > $1 and a.starts_at < $1::timestamptz + interval '3 days'
        order by a.vet_id, a.booking_id, a.starts_at)
     select f.vet_id, g.name as vet_name, f.booking_id::text as booking_id, f.starts_at, f.user_id, f.email, f.first_name,
            c.name as clinic_name, c.address as clinic_address, c.phone as clinic_phone
       from firsts f join clinics c on c.id = f.clinic_id and c.vet_id = f.vet_id join vet_groups g on g.id = f.vet_id
      where $1 >= (((f.starts_at at time zone 'Pacific/Auckland')::date - 1) + make_interval(hours => c.reminder_hour)) at time zone 'Pacific/Auckland'
        and f.email <> '' -- a phone booking whose client gave no email address
        and ${mayRemind('f.vet_id', `'appointment'`, 'f.user_id', 'f.email')}
        and not exists (select 1 from reminders_sent r where r.vet_id = f.vet_id
                          and r.key = 'appointment:' || f.booking_id || ':' || to_char(f.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      order by f.starts_at`,
    [now],
  );
  return queueOnce(
    db,
    now,
    rows,
    (due) => appointmentReminderKey(due.booking_id, new Date(due.starts_at)),
    async (tx, due) => {
      // The booking as it is in this transaction: all its pets, at the time the key names.
      const { rows: appointments } = await tx.query<{
        starts_at: Date;
        ends_at: Date;
        pet_name: string;
        type_name: string | null;
        resource_name: string | null;
      }>(
        `select a.starts_at, a.ends_at, a.pet_name, t.name as type_name, r.name as resource_name
           from appointments a
           left join appointment_types t on t.id = a.appointment_type_id and t.vet_id = a.vet_id
           left join calendar_resources r on r.id = a.calendar_resource_id and r.vet_id = a.vet_id
          where a.vet_id = $1 and a.booking_id = $2 and a.status not in ${CANCELLED}
          order by a.starts_at, a.id`,
        [due.vet_id, due.booking_id],
      );
      if (!appointments.length || new Date(appointments[0]!.starts_at).getTime() !== new Date(due.starts_at).getTime()) return false;
      const to = due.user_id !== null ? { userId: due.user_id } : { email: due.email };
      await mailer.send(
        appointmentReminderMessage({
          vetId: due.vet_id,
          vetName: due.vet_name,
          to: due.email,
          firstName: due.first_name,
          clinic: { name: due.clinic_name, address: due.clinic_address, phone: due.clinic_phone },
          startsAt: new Date(due.starts_at),
          appointments: appointments.map((a) => ({
            bookingDate: nzDateTime(new Date(a.starts_at)),
            endDate: nzDateTime(new Date(a.ends_at)),
            pets: [{ name: a.pet_name }],
            appointmentType: a.type_name === null ? null : { name: a.type_name },
            calendarResource: a.resource_name === null ? null : { name: a.resource_name },
          })),
          manageUrl: manageBookingUrl(config, due.vet_id, due.booking_id),
          unsubscribeUrl: unsubscribeUrl(config, due.vet_id, 'appointment', to),
        }),
        tx,
      );
      return true;
    },
  );
}
