-- Platform: vet groups (tenants), their clinics, users and sessions, and the mail outbox.
-- Every user-owned or group-owned row carries vet_id; queries always filter by it.
create extension if not exists btree_gist;

create table vet_groups (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  name text not null,
  gst_number text not null default '',
  booking_config jsonb not null default '{}'::jsonb
);

create table clinics (
  id text primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  slug text not null,
  vetdesk_clinic_id integer,
  name text not null,
  address text not null,
  email text,
  phone text,
  main_location boolean not null default false,
  latitude double precision,
  longitude double precision,
  -- [{ day: 'Monday', from: '08:00', to: '16:30' }], local Pacific/Auckland times
  opening_hours jsonb not null default '[]'::jsonb,
  position integer not null default 0,
  unique (vet_id, slug)
);

create table users (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  email text not null check (length(email) <= 254),
  password_hash text,
  first_name text not null default '',
  last_name text not null default '',
  phone text not null default '',
  client_code text,
  region_id integer,
  is_linked_to_pms boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index users_email_per_group on users (vet_id, lower(email));

create table sessions (
  id text primary key,
  user_id integer not null references users (id) on delete cascade,
  expires_at timestamptz not null
);

create table outbox (
  id serial primary key,
  vet_id text,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  attachments jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now()
);
