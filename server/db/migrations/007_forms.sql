-- Forms and onboarding (spec 1 sections 2, 3, 5, 7, 8): contact messages and enquiries,
-- sheep vaccine orders, registrations with their set-password links, and linking an
-- account to the practice-management system (PMS). Rules: docs/forms.md.

-- Contact-us messages (to one clinic) and general enquiries (to the group), as sent.
create table contact_messages (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  kind text not null check (kind in ('contact', 'enquiry')),
  -- A contact message names its clinic; an enquiry goes to the group's main clinic.
  clinic_id text references clinics (id) on delete set null,
  recipient_email text not null check (length(recipient_email) between 3 and 254),
  name text not null check (length(name) between 1 and 100),
  phone text not null check (phone ~ '^[0-9 ]{1,20}$'),
  email text not null check (length(email) between 3 and 254),
  message text not null check (length(message) between 1 and 5000),
  origin text not null default '' check (length(origin) <= 100),
  created_at timestamptz not null default now(),
  check (kind = 'enquiry' or clinic_id is not null)
);
create index contact_messages_by_group on contact_messages (vet_id, created_at desc);

-- Sheep vaccine orders: the customer part in columns, the product lines and equipment as
-- the validated JSON the form sent (every key of shared/schemas/sheepVaccineOrder.ts).
create table sheep_vaccine_orders (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  clinic_id text not null references clinics (id) on delete restrict,
  customer_code text not null default '' check (length(customer_code) <= 30),
  customer_email text not null check (length(customer_email) between 3 and 254),
  client_name text not null check (length(client_name) between 1 and 100),
  mobile_phone text not null check (mobile_phone ~ '^[0-9 ]{1,20}$'),
  contact_name text not null check (length(contact_name) between 1 and 100),
  order_reference text not null default '' check (length(order_reference) <= 50),
  lines jsonb not null check (jsonb_typeof(lines) = 'object'),
  equipment jsonb not null check (jsonb_typeof(equipment) = 'object'),
  created_at timestamptz not null default now()
);
create index sheep_vaccine_orders_by_group on sheep_vaccine_orders (vet_id, created_at desc);

-- What a person registered with. The account itself is a users row (no password until the
-- set-password link is used); this keeps the rest of the form for the clinic.
create table registrations (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  type text not null check (type in ('new', 'existing')),
  first_name text not null check (length(first_name) between 1 and 100),
  last_name text not null check (length(last_name) between 1 and 100),
  email text not null check (length(email) between 3 and 254),
  phone text not null check (phone ~ '^[0-9 ]{1,20}$'),
  region_id integer not null check (region_id between 1 and 16),
  client_code text not null default '' check (length(client_code) <= 30),
  street text not null default '' check (length(street) <= 200),
  suburb text not null default '' check (length(suburb) <= 100),
  city text not null default '' check (length(city) <= 100),
  post_code text not null default '' check (length(post_code) <= 10),
  driver_license text not null default '' check (length(driver_license) <= 30),
  authorised_people jsonb not null default '[]' check (jsonb_typeof(authorised_people) = 'array'),
  pickup_dropoff boolean not null default false,
  pay_money_owed boolean not null default false,
  make_enquires boolean not null default false,
  subscribe_promotional_emails boolean not null default false,
  registered_from text not null default 'web' check (registered_from = 'web'),
  terms_accepted_at timestamptz not null,
  created_at timestamptz not null default now(),
  -- A new client gives an address; an existing one is already known to the clinic.
  check (type = 'existing' or (street <> '' and city <> '' and post_code <> ''))
);
create index registrations_by_user on registrations (vet_id, user_id);

-- Set-password links: only a SHA-256 of the token is kept, so a leaked table cannot be
-- used to take over an account. One use, then spent; they expire.
create table password_tokens (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  purpose text not null default 'set-password' check (purpose in ('set-password')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_tokens_by_user on password_tokens (vet_id, user_id);

-- The stand-in for the practice-management system: the clinic's own client records, which
-- in production live in the PMS and are reached through its API. Seeded with demo clients.
create table pms_clients (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  client_code text not null check (length(client_code) between 1 and 30),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null default '',
  -- [{ name, species }] as the practice system holds them.
  pets jsonb not null default '[]' check (jsonb_typeof(pets) = 'array'),
  unique (vet_id, client_code)
);
create index pms_clients_by_email on pms_clients (vet_id, lower(email));

-- A portal account's link to a PMS record, one row per user and account type:
-- matched (searched, not yet confirmed) -> pending (confirmed; the job completes it when
-- due_at passes) -> linked. prompt_declined records "No" on the linking prompt.
create table linked_accounts (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  account_type text not null check (account_type in ('pms')),
  status text not null default 'none' check (status in ('none', 'matched', 'pending', 'linked')),
  pms_client_id integer references pms_clients (id) on delete cascade,
  prompt_declined boolean not null default false,
  matched_at timestamptz,
  confirmed_at timestamptz,
  due_at timestamptz,
  completed_at timestamptz,
  unique (user_id, account_type),
  check (status in ('none') or pms_client_id is not null),
  check (status <> 'pending' or due_at is not null)
);
-- One practice record is linked to (or being linked to) one portal account at most.
create unique index linked_accounts_one_owner on linked_accounts (pms_client_id) where status in ('pending', 'linked');
create index linked_accounts_due on linked_accounts (due_at) where status = 'pending';
