-- The clinic desk: staff accounts apart from client accounts, their own sessions, the clinics
-- a receptionist covers, and a history of every change staff make to a booking. Rules:
-- docs/desk.md.

-- Composite keys so a staff row can only name a clinic or appointment of its own group.
alter table clinics add constraint clinics_id_vet unique (id, vet_id);
alter table appointments add constraint appointments_id_vet unique (id, vet_id);

create table staff (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  email text not null check (length(email) between 3 and 254),
  password_hash text not null,
  name text not null check (length(name) between 1 and 100),
  -- reception: the clinics in staff_clinics; manager: every clinic of the group.
  role text not null check (role in ('reception', 'manager')),
  created_at timestamptz not null default now(),
  unique (id, vet_id)
);
create unique index staff_email_per_group on staff (vet_id, lower(email));

create table staff_clinics (
  vet_id text not null references vet_groups (id) on delete cascade,
  staff_id integer not null,
  clinic_id text not null,
  primary key (staff_id, clinic_id),
  foreign key (staff_id, vet_id) references staff (id, vet_id) on delete cascade,
  foreign key (clinic_id, vet_id) references clinics (id, vet_id) on delete cascade
);

-- Not the clients' sessions table: a staff token names a row here, so it can never pass for a
-- client's, and a client's can never pass for staff.
create table staff_sessions (
  id text primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  staff_id integer not null,
  token_id text not null unique,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  foreign key (staff_id, vet_id) references staff (id, vet_id) on delete cascade
);

-- Who changed which booking, when, and what it was before and after. A staff account that
-- goes leaves its entries (staff_id set null): the record outlives the person's access.
create table booking_history (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  booking_id uuid not null,
  appointment_id integer,
  staff_id integer,
  at timestamptz not null,
  action text not null check (length(action) between 1 and 40),
  before jsonb,
  after jsonb,
  foreign key (staff_id, vet_id) references staff (id, vet_id) on delete set null (staff_id),
  foreign key (appointment_id, vet_id) references appointments (id, vet_id) on delete set null (appointment_id)
);
create index booking_history_by_booking on booking_history (vet_id, booking_id, at desc);
