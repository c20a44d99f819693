// A pet's vaccination reminder: when a due date in its practice-system records (pets.vaccinations,
// what the account area shows) comes, its owner gets one email per pet and due date (several
// vaccinations due that day share it), from the clinic's reminder hour. It links to the booking
// page prefilled for the clinic, the pet's species and name, and the group's vaccination
// appointment type. Due dates further back than VACCINATION_LOOKBACK_DAYS are left alone: a
// record long overdue when reminders began is the clinic's to chase, not a surprise email.
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { Mailer } from '../mail/mailer';
import { publicLink } from '../http/publicUrl';
import { addDays, todayKey } from '../../shared/format/dates';
import { vaccinationReminderMessage } from './mail';
import { queueOnce } from './queueOnce';
import { mayRemind, unsubscribeUrl } from './unsubscribe';

export const VACCINATION_LOOKBACK_DAYS = 14;
/** The portal's booking page, which reads the prefill parameters below (shell/App.tsx). */
export const BOOKING_PATH = '/book-appointment';

interface DuePet {
  vet_id: string;
  vet_name: string;
  pet_id: number;
  pet_name: string;
  species_id: number | null;
  user_id: number;
  email: string;
  first_name: string;
  due_date: string;
  types: string[];
  clinic_id: string;
  clinic_name: string;
  clinic_address: string;
  clinic_phone: string | null;
  type_id: number | null;
}

export const vaccinationReminderKey = (petId: number, dueDate: string) => `vaccination:${petId}:${dueDate}`;

/** The booking page for a pet's vaccination; each parameter only when known. */
export function vaccinationBookingUrl(
  config: Pick<Config, 'publicUrl'>,
  p: { vetId: string; clinicId: string; speciesId: number | null; petName: string; typeId: number | null },
): string {
  const query = new URLSearchParams({ vetId: p.vetId, clinic: p.clinicId });
  if (p.speciesId !== null) query.set('species', String(p.speciesId));
  query.set('pet', p.petName);
  if (p.typeId !== null) query.set('type', String(p.typeId));
  return publicLink(config, `${BOOKING_PATH}?${query.toString()}`);
}

export async function queueVaccinationReminders(db: Db, mailer: Mailer, config: Config, now: Date): Promise<string[]> {
  // Due dates are the practice system's text: compared as text (yyyy-MM-dd sorts as dates), so
  // a malformed one is skipped rather than failing every pet's cast.
  const today = todayKey(now);
  // The pet's clinic: where its owner last booked, else the group's main clinic. The type: the
  // group's first active type named for vaccinations that is offered for the pet's species.
  const { rows } = await db.query<DuePet>(
    `with today as (select ($1::timestamptz at time zone 'Pacific/Auckland') as local),
     due as (
       select p.vet_id, p.id as pet_id, p.name as pet_name, p.species_id, p.user_id, v->>'dueDate' as due_date, array_agg(v->>'type' order by v->>'type') as types
         from pets p cross join lateral jsonb_array_elements(case when jsonb_typeof(p.vaccinations) = 'array' then p.vaccinations else '[]'::jsonb end) v
        where p.is_linked_to_pms and v->>'dueDate' ~ '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' and v->>'dueDate' <= $2 and v->>'dueDate' > $3
        group by p.vet_id, p.id, p.name, p.species_id, p.user_id, v->>'dueDate')
     select d.*, g.name as vet_name, u.email, u.first_name, c.id as clinic_id, c.name as clinic_name, c.address as clinic_address, c.phone as clinic_phone,
            (select t.id from appointment_types t
               where t.vet_id = d.vet_id and t.active and t.name ~* 'vaccin'
                 and (d.species_id is null or exists (select 1 from appointment_type_species s where s.appointment_type_id = t.id and s.species_id = d.species_id))
               order by t.position, t.id limit 1) as type_id
       from due d
       join users u on u.id = d.user_id and u.vet_id = d.vet_id
       join vet_groups g on g.id = d.vet_id
       join lateral (
         select c.* from clinics c
          where c.vet_id = d.vet_id
          order by (c.id = (select a.clinic_id from appointments a where a.vet_id = d.vet_id and a.user_id = d.user_id order by a.starts_at desc limit 1)) desc nulls last,
                   c.main_location desc, c.position, c.id
          limit 1) c on true
      where (select extract(hour from local) from today) >= c.reminder_hour
        and ${mayRemind('d.vet_id', `'vaccination'`, 'd.user_id', 'u.email')}
        and not exists (select 1 from reminders_sent r where r.vet_id = d.vet_id and r.key = 'vaccination:' || d.pet_id || ':' || d.due_date)
      order by d.pet_id, d.due_date`,
    [now, today, addDays(today, -VACCINATION_LOOKBACK_DAYS)],
  );
  return queueOnce(
    db,
    now,
    rows,
    (due) => vaccinationReminderKey(due.pet_id, due.due_date),
    async (tx, due) => {
      await mailer.send(
        vaccinationReminderMessage({
          vetId: due.vet_id,
          vetName: due.vet_name,
          to: due.email,
          firstName: due.first_name,
          petName: due.pet_name,
          vaccinations: due.types,
          dueDate: due.due_date,
          clinic: { name: due.clinic_name, address: due.clinic_address, phone: due.clinic_phone },
          bookingUrl: vaccinationBookingUrl(config, {
            vetId: due.vet_id,
            clinicId: due.clinic_id,
            speciesId: due.species_id,
            petName: due.pet_name,
            typeId: due.type_id,
          }),
          unsubscribeUrl: unsubscribeUrl(config, due.vet_id, 'vaccination', { userId: due.user_id }),
        }),
        tx,
      );
      return true;
    },
  );
}
