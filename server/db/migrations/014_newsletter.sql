-- Newsletter sign-ups with double opt-in: an address is only 'confirmed' once
-- its owner opened the link mailed to it, and every mail carries a way out. One row per
-- address and vet group; tokens are kept only as their SHA-256.
create table newsletter_subscribers (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  email text not null check (length(email) <= 254),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  confirm_token_hash text not null,
  unsubscribe_token_hash text not null unique,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);
create unique index newsletter_email_per_group on newsletter_subscribers (vet_id, lower(email));
