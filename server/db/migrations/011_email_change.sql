-- A change of account email waits here until the new address confirms it: the
-- account keeps signing in, and linking, with its confirmed email (users.email) meanwhile.
-- One pending change per account; the link's token is kept only as its SHA-256.
create table email_changes (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  new_email text not null check (length(new_email) <= 254),
  token_hash text not null unique,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  unique (user_id)
);
