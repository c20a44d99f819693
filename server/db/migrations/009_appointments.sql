-- Appointments (spec 1 sections 2-4, 7; spec 2 appointments list): the booking page texts,
-- appointment types, clinicians (calendar resources) and their hours, short holds and the
-- booked appointments. Rules: docs/appointments.md. Every row carries vet_id.

-- The welcome and emergency messages of the booking flow (Slate JSON), one row per group.
create table booking_settings (
  vet_id text primary key references vet_groups (id) on delete cascade,
  welcome_title text not null default '' check (length(welcome_title) <= 200),
  welcome_message jsonb not null default '[]'::jsonb,
  welcome_active boolean not null default false,
  emergency_message jsonb not null default '[]'::jsonb,
  emergency_active boolean not null default false
);

create table appointment_types (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  name text not null check (length(name) between 1 and 100),
  -- Minutes per pet: a booking for n pets takes n times this.
  duration_minutes integer not null check (duration_minutes between 5 and 240 and duration_minutes % 5 = 0),
  has_accept_checkbox boolean not null default false,
  important_information text check (important_information is null or length(important_information) <= 4000),
  -- Client status (spec 1 section 3): New (1), Returning (2).
  for_new_clients boolean not null default true,
  for_returning_clients boolean not null default true,
  position integer not null default 0,
  active boolean not null default true,
  unique (vet_id, name),
  unique (id, vet_id)
);

-- Which species a type is offered for.
create table appointment_type_species (
  vet_id text not null references vet_groups (id) on delete cascade,
  appointment_type_id integer not null,
  species_id integer not null references species (id) on delete cascade,
  primary key (appointment_type_id, species_id),
  foreign key (appointment_type_id, vet_id) references appointment_types (id, vet_id) on delete cascade
);

-- Clinicians: each works at one clinic, on weekly hours [{ day, from, to }] in Pacific/Auckland.
create table calendar_resources (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  clinic_id text not null references clinics (id) on delete cascade,
  name text not null check (length(name) between 1 and 100),
  working_hours jsonb not null default '[]'::jsonb check (jsonb_typeof(working_hours) = 'array'),
  position integer not null default 0,
  active boolean not null default true,
  unique (id, vet_id)
);
create index calendar_resources_by_clinic on calendar_resources (vet_id, clinic_id);

-- The types a clinician sees.
create table calendar_resource_types (
  vet_id text not null references vet_groups (id) on delete cascade,
  calendar_resource_id integer not null,
  appointment_type_id integer not null,
  primary key (calendar_resource_id, appointment_type_id),
  foreign key (calendar_resource_id, vet_id) references calendar_resources (id, vet_id) on delete cascade,
  foreign key (appointment_type_id, vet_id) references appointment_types (id, vet_id) on delete cascade
);

-- A short hold on a clinician's time while someone fills in their details. Two holds can
-- never overlap on one clinician: an expired one is deleted before a new one goes in.
create table appointment_holds (
  id uuid primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  clinic_id text not null references clinics (id) on delete cascade,
  calendar_resource_id integer not null,
  appointment_type_id integer not null,
  pet_count integer not null check (pet_count between 1 and 3),
  user_id integer references users (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  expires_at timestamptz not null,
  check (ends_at > starts_at),
  foreign key (calendar_resource_id, vet_id) references calendar_resources (id, vet_id) on delete cascade,
  exclude using gist (calendar_resource_id with =, tstzrange(starts_at, ends_at, '[)') with &&)
);

create table appointments (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  -- Null for anonymous bookings.
  user_id integer references users (id) on delete set null,
  -- The pets of one booking are consecutive appointments sharing a booking id.
  booking_id uuid not null,
  -- 'online' (the new flow, a clinician's slot) or 'request' (the older flow: a preferred
  -- time the clinic confirms, no clinician yet).
  source text not null check (source in ('online', 'request')),
  clinic_id text not null references clinics (id) on delete cascade,
  appointment_type_id integer,
  calendar_resource_id integer,
  -- Whether the client chose this clinician (else "no preference").
  clinician_chosen boolean not null default false,
  customer_status_id integer not null check (customer_status_id in (1, 2)),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  status text not null default 'newAppointment'
    check (status in ('newAppointment', 'confirmed', 'cancelledByAdmin', 'cancelledByCustomer', 'completed')),
  pet_id integer references pets (id) on delete set null,
  pet_name text not null check (length(pet_name) between 1 and 100),
  species_id integer references species (id) on delete set null,
  pet_details jsonb not null default '{}'::jsonb,
  title text not null default '' check (length(title) <= 20),
  first_name text not null check (length(first_name) between 1 and 100),
  last_name text not null check (length(last_name) between 1 and 100),
  email text not null check (length(email) between 3 and 254),
  phone text not null check (length(phone) between 1 and 20),
  notes text not null default '' check (length(notes) <= 400),
  accept_terms boolean not null default false,
  cancellation_note text check (cancellation_note is null or length(cancellation_note) <= 400),
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  check (ends_at > starts_at),
  check (source = 'request' or (appointment_type_id is not null and calendar_resource_id is not null)),
  check ((status in ('cancelledByAdmin', 'cancelledByCustomer')) = (cancelled_at is not null)),
  foreign key (appointment_type_id, vet_id) references appointment_types (id, vet_id),
  foreign key (calendar_resource_id, vet_id) references calendar_resources (id, vet_id),
  -- The rule that matters: one clinician, one appointment at a time. Enforced here, so two
  -- requests racing for one slot cannot both succeed whatever the code above does.
  constraint appointments_no_double_booking exclude using gist (
    calendar_resource_id with =,
    tstzrange(starts_at, ends_at, '[)') with &&
  ) where (status not in ('cancelledByAdmin', 'cancelledByCustomer') and calendar_resource_id is not null)
);
create index appointments_by_user on appointments (vet_id, user_id, starts_at);
create index appointments_by_clinic on appointments (vet_id, clinic_id, starts_at);
