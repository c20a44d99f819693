-- Account resources (spec 2 sections 3 and 7, spec 1 section 7): pet photos, saved cards,
-- feedback, the app-store links and event photo entries. Rules: docs/accounts.md.

-- One photo per pet, kept in the database so both drivers (PGlite, PostgreSQL) serve it
-- the same way and a deleted pet takes its photo with it. The key is random: photo URLs
-- go into <img src>, which cannot carry a bearer token, so the URL itself is the secret.
create table pet_photos (
  pet_id integer primary key references pets (id) on delete cascade,
  vet_id text not null references vet_groups (id) on delete cascade,
  key text not null unique check (key ~ '^[A-Za-z0-9]{24,64}$'),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/svg+xml')),
  filename text not null check (length(filename) between 1 and 200),
  bytes bytea not null check (octet_length(bytes) between 1 and 524288),
  updated_at timestamptz not null default now()
);

-- Saved cards: only what the card provider hands back (last 4, brand, expiry) and its
-- reusable reference. Never a card number. One default per user, enforced here.
create table payment_methods (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  gateway text not null check (gateway in ('stripe', 'offline')),
  gateway_ref text not null check (length(gateway_ref) between 1 and 255),
  -- Stripe's customer (cus_…) the card is attached to; the offline gateway has none.
  gateway_customer_id text,
  brand text not null check (length(brand) between 1 and 20),
  last4 text not null check (last4 ~ '^\d{4}$'),
  exp_month integer not null check (exp_month between 1 and 12),
  exp_year integer not null check (exp_year between 2000 and 2100),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  unique (gateway, gateway_ref)
);
create unique index payment_methods_one_default on payment_methods (user_id) where is_default;
create index payment_methods_by_user on payment_methods (vet_id, user_id);

-- The offline gateway's stand-in for Stripe's own records (tokens and the cards saved from
-- them). Provider-side data, like Stripe's: it belongs to no vet group, and it must outlive
-- a restart, or a card saved yesterday could not be charged today.
create table standin_cards (
  id text primary key check (id ~ '^(tok|pm)_[A-Za-z0-9_]{8,80}$'),
  last4 text not null check (last4 ~ '^\d{4}$'),
  brand text not null,
  exp_month integer not null,
  exp_year integer not null,
  behaviour text not null,
  single_use boolean not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

-- Feedback from the account area (or a clinic page), mailed to the clinic group as well.
create table feedback (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  user_id integer references users (id) on delete set null,
  type text not null check (type in ('none', 'bug', 'featureRequest')),
  first_name text not null check (length(first_name) between 1 and 100),
  last_name text not null check (length(last_name) between 1 and 100),
  email text not null check (length(email) between 3 and 254),
  phone text not null check (phone ~ '^[0-9 ]{1,20}$'),
  message text not null check (length(message) between 1 and 4000),
  allow_follow_up boolean not null default false,
  created_at timestamptz not null default now()
);
create index feedback_by_group on feedback (vet_id, created_at desc);

create table feedback_attachments (
  id serial primary key,
  feedback_id integer not null references feedback (id) on delete cascade,
  vet_id text not null references vet_groups (id) on delete cascade,
  filename text not null check (length(filename) between 1 and 200),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  bytes bytea not null check (octet_length(bytes) between 1 and 716800)
);

-- GET /api/v1/lookup/appstore: where each group's app is downloaded.
create table app_store_links (
  vet_id text primary key references vet_groups (id) on delete cascade,
  ios text not null check (ios ~ '^https://'),
  android text not null check (android ~ '^https://')
);

-- Photo competitions (spec 1: the photo share page). An event has entries; an entry is a
-- pet's photo, shared by its (unguessable) id.
create table photo_events (
  id uuid primary key default gen_random_uuid(),
  vet_id text not null references vet_groups (id) on delete cascade,
  title text not null check (length(title) between 1 and 200),
  description text not null default '' check (length(description) <= 2000)
);

create table photo_entries (
  id uuid primary key default gen_random_uuid(),
  vet_id text not null references vet_groups (id) on delete cascade,
  event_id uuid not null references photo_events (id) on delete cascade,
  pet_name text not null check (length(pet_name) between 1 and 100),
  title text not null check (length(title) between 1 and 200),
  image bytea not null check (octet_length(image) between 1 and 524288),
  position integer not null default 0
);
create index photo_entries_by_event on photo_entries (vet_id, event_id, position);
