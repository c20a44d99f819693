// Demo booking data for both groups: the booking page texts, appointment types per species
// and client status, clinicians with their hours and types at each clinic, and a few
// appointments for the demo clients (Sam: one past, one upcoming; Kiri: one upcoming).
import type { Queryable } from '../db/index';

type Hours = { day: string; from: string; to: string }[];

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const days = (list: string[], from: string, to: string): Hours => list.map((day) => ({ day, from, to }));
const FULL_WEEK: Hours = [...days(WEEKDAYS, '08:00', '16:30'), { day: 'Saturday', from: '09:00', to: '11:30' }];

const p = (text: string, extra: Record<string, unknown> = {}) => ({ type: 'paragraph', children: [{ text, ...extra }] });

interface SeedType {
  name: string;
  minutes: number;
  species: string[];
  forNew?: boolean;
  forReturning?: boolean;
  accept?: boolean;
  info?: string;
}

interface SeedClinician {
  clinic: string;
  name: string;
  hours: Hours;
  types: string[] | 'all';
}

const COMPANION = ['Dog', 'Cat', 'Rabbit', 'Bird', 'Other'];

const GROUPS: Record<
  string,
  {
    welcome: { title: string; message: unknown[]; active: boolean };
    emergency: { message: unknown[]; active: boolean };
    types: SeedType[];
    clinicians: SeedClinician[];
  }
> = {
  'tui-vets': {
    welcome: {
      title: 'Book an appointment',
      active: true,
      message: [
        p('Book a consultation, vaccination or check-up at Hamilton, Cambridge or Te Awamutu in a few steps.'),
        p('You will get a confirmation email with a calendar file, and a link in it to move or cancel the booking.'),
      ],
    },
    emergency: {
      active: true,
      message: [p('In an emergency do not use this form. Call your nearest clinic: Hamilton 07 856 0140. A vet is on call 24/7.', { bold: true })],
    },
    types: [
      { name: 'Consultation', minutes: 30, species: COMPANION },
      { name: 'Vaccination', minutes: 15, species: ['Dog', 'Cat', 'Rabbit'] },
      {
        name: 'New client health check',
        minutes: 30,
        species: ['Dog', 'Cat', 'Rabbit'],
        forReturning: false,
        info: 'Please bring any previous vaccination and health records, and arrive 10 minutes early to fill in the new client form.',
      },
      {
        name: 'Desexing consultation',
        minutes: 15,
        species: ['Dog', 'Cat'],
        accept: true,
        info: 'Desexing surgery needs your pet fasted from 10pm the night before surgery (water is fine). This consultation checks your pet is ready and books the surgery day.',
      },
      { name: 'Dental check', minutes: 30, species: ['Dog', 'Cat'], forNew: false },
      {
        name: 'Lameness examination',
        minutes: 60,
        species: ['Horse'],
        accept: true,
        info: 'Lameness examinations are done at the Hamilton clinic yard. Please float your horse in and allow up to an hour; trotting up on hard ground may be needed.',
      },
      { name: 'Farm animal consultation', minutes: 45, species: ['Cattle', 'Sheep'] },
    ],
    clinicians: [
      {
        clinic: 'tui-hamilton',
        name: 'Dr Aroha Ngata',
        hours: FULL_WEEK,
        types: ['Consultation', 'Vaccination', 'New client health check', 'Desexing consultation', 'Dental check'],
      },
      {
        clinic: 'tui-hamilton',
        name: 'Dr Ben Cole',
        hours: [
          ...days(['Monday', 'Tuesday', 'Wednesday', 'Thursday'], '08:00', '12:00'),
          ...days(['Monday', 'Tuesday', 'Wednesday', 'Thursday'], '13:00', '16:30'),
        ],
        types: ['Consultation', 'Vaccination', 'Dental check', 'Desexing consultation'],
      },
      {
        clinic: 'tui-hamilton',
        name: 'Nurse Mere Tane',
        hours: [...days(['Tuesday', 'Wednesday', 'Thursday', 'Friday'], '09:00', '15:00'), { day: 'Saturday', from: '09:00', to: '11:30' }],
        types: ['Vaccination'],
      },
      {
        clinic: 'tui-hamilton',
        name: 'Dr Sophie Clarke',
        hours: days(WEEKDAYS, '08:00', '16:30'),
        types: ['Lameness examination', 'Farm animal consultation', 'Consultation'],
      },
      { clinic: 'tui-cambridge', name: 'Dr Liam Patel', hours: days(WEEKDAYS, '08:00', '16:30'), types: 'all' },
      {
        clinic: 'tui-cambridge',
        name: 'Dr Hana Kim',
        hours: [...days(['Wednesday', 'Thursday', 'Friday'], '10:00', '16:30'), { day: 'Saturday', from: '09:00', to: '11:30' }],
        types: ['Consultation', 'Vaccination', 'New client health check'],
      },
      { clinic: 'tui-te-awamutu', name: 'Dr James Wilson', hours: days(['Monday', 'Wednesday', 'Friday'], '08:00', '16:30'), types: 'all' },
    ],
  },
  'kea-vets': {
    welcome: { title: 'Book with Kea Vets', active: false, message: [p('Book a visit to our Wānaka clinic.')] },
    emergency: { active: true, message: [p('Emergency? Do not book online: call Kea Vets on 03 443 0199 straight away.')] },
    types: [
      { name: 'Consultation', minutes: 20, species: COMPANION },
      { name: 'Vaccination', minutes: 15, species: ['Dog', 'Cat'] },
      {
        name: 'Working dog check',
        minutes: 30,
        species: ['Dog'],
        accept: true,
        info: 'Please bring your dog on a lead and its vaccination card. Working dogs are checked for hydatids status as part of this visit.',
      },
    ],
    clinicians: [
      { clinic: 'kea-wanaka', name: 'Dr Tom Fraser', hours: FULL_WEEK, types: 'all' },
      { clinic: 'kea-wanaka', name: 'Dr Anna Reid', hours: days(WEEKDAYS, '10:00', '16:30'), types: ['Consultation', 'Vaccination'] },
    ],
  },
};

/** Demo appointments: [group, email, clinic, clinician, type, pet, start (UTC), status]. */
const DEMO_APPOINTMENTS = [
  ['tui-vets', 'sam@example.nz', 'tui-hamilton', 'Dr Aroha Ngata', 'Vaccination', 'Bella', '2026-10-12T21:00:00Z', 'completed'],
  ['tui-vets', 'sam@example.nz', 'tui-hamilton', 'Dr Ben Cole', 'Consultation', 'Milo', '2026-12-08T20:30:00Z', 'confirmed'],
  ['kea-vets', 'kiri@example.nz', 'kea-wanaka', 'Dr Tom Fraser', 'Working dog check', 'Tama', '2026-12-03T22:00:00Z', 'newAppointment'],
] as const;

export async function seedAppointments(db: Queryable): Promise<void> {
  for (const [vetId, group] of Object.entries(GROUPS)) {
    await db.query(
      `insert into booking_settings (vet_id, welcome_title, welcome_message, welcome_active, emergency_message, emergency_active)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        vetId,
        group.welcome.title,
        JSON.stringify(group.welcome.message),
        group.welcome.active,
        JSON.stringify(group.emergency.message),
        group.emergency.active,
      ],
    );
    const typeIds = new Map<string, number>();
    for (const [position, type] of group.types.entries()) {
      const { rows } = await db.query<{ id: number }>(
        `insert into appointment_types (vet_id, name, duration_minutes, has_accept_checkbox, important_information, for_new_clients, for_returning_clients, position)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [vetId, type.name, type.minutes, type.accept ?? false, type.info ?? null, type.forNew ?? true, type.forReturning ?? true, position],
      );
      typeIds.set(type.name, rows[0]!.id);
      await db.query(
        `insert into appointment_type_species (vet_id, appointment_type_id, species_id)
         select $1, $2, s.id from species s where s.vet_id = $1 and s.name = any($3::text[])`,
        [vetId, rows[0]!.id, type.species],
      );
    }
    // A person listed at two clinics is one clinician with a calendar at each.
    const people = new Map<string, number>();
    for (const [position, clinician] of group.clinicians.entries()) {
      let person = people.get(clinician.name);
      if (person === undefined) {
        const { rows } = await db.query<{ id: number }>('insert into clinicians (vet_id, name, position) values ($1, $2, $3) returning id', [
          vetId,
          clinician.name,
          position,
        ]);
        people.set(clinician.name, (person = rows[0]!.id));
      }
      const { rows } = await db.query<{ id: number }>(
        'insert into calendar_resources (vet_id, clinic_id, clinician_id, name, working_hours, position) values ($1, $2, $3, $4, $5, $6) returning id',
        [vetId, clinician.clinic, person, clinician.name, JSON.stringify(clinician.hours), position],
      );
      const names = clinician.types === 'all' ? [...typeIds.keys()] : clinician.types;
      for (const name of names) {
        await db.query('insert into calendar_resource_types (vet_id, calendar_resource_id, appointment_type_id) values ($1, $2, $3)', [
          vetId,
          rows[0]!.id,
          typeIds.get(name),
        ]);
      }
    }
  }

  for (const [vetId, email, clinic, clinician, type, pet, start, status] of DEMO_APPOINTMENTS) {
    await db.query(
      `insert into appointments (vet_id, user_id, booking_id, source, clinic_id, appointment_type_id, calendar_resource_id, clinician_chosen,
         customer_status_id, starts_at, ends_at, status, pet_id, pet_name, species_id, first_name, last_name, email, phone, notes, accept_terms)
       select $1, u.id, gen_random_uuid(), 'online', $3, t.id, r.id, true,
              case when u.is_linked_to_pms then 2 else 1 end, $7::timestamptz, $7::timestamptz + make_interval(mins => t.duration_minutes), $8,
              p.id, p.name, p.species_id, u.first_name, u.last_name, u.email, u.phone, '', t.has_accept_checkbox
         from users u
         join appointment_types t on t.vet_id = u.vet_id and t.name = $5
         join calendar_resources r on r.vet_id = u.vet_id and r.clinic_id = $3 and r.name = $4
         join pets p on p.vet_id = u.vet_id and p.user_id = u.id and p.name = $6
        where u.vet_id = $1 and u.email = $2`,
      [vetId, email, clinic, clinician, type, pet, start, status],
    );
  }
}
