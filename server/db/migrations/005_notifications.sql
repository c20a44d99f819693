-- Notifications (spec 2: the bell in the header): written by the server when something
-- happens to a signed-in client's account (a booking, an order, a subscription run),
-- read and marked read through /api/v1/notification.
create table notifications (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  title text not null check (length(title) between 1 and 200),
  body text not null default '' check (length(body) <= 2000),
  is_read boolean not null default false,
  processed_on timestamptz not null default now()
);
create index notifications_by_user on notifications (vet_id, user_id, processed_on desc);
