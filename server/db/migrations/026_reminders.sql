-- Reminders (server/reminders/): an appointment's the day before, a pet's when a vaccination
-- falls due. Rules: docs/appointments.md, "Reminders".

-- The hour (New Zealand time) of the day before an appointment when its reminder goes out.
alter table clinics add column reminder_hour integer not null default 9 check (reminder_hour between 0 and 23);

-- Each reminder queued, by its key (a booking and its start time, a pet and a due date): the
-- job inserts the key and the message in one transaction, so a rerun or a second server
-- process running the job at the same moment queues nothing more.
create table reminders_sent (
  vet_id text not null references vet_groups (id) on delete cascade,
  key text not null check (length(key) <= 200),
  created_at timestamptz not null default now(),
  primary key (vet_id, key)
);

-- A client's choice, by account (a signed-in client's switches or their link) or by address
-- (a guest's link): no reminders of this kind.
create table reminder_opt_outs (
  vet_id text not null references vet_groups (id) on delete cascade,
  kind text not null check (kind in ('appointment', 'vaccination')),
  user_id integer references users (id) on delete cascade,
  email text check (length(email) <= 254),
  created_at timestamptz not null default now(),
  check ((user_id is null) <> (email is null))
);
create unique index reminder_opt_outs_by_user on reminder_opt_outs (vet_id, kind, user_id) where user_id is not null;
create unique index reminder_opt_outs_by_email on reminder_opt_outs (vet_id, kind, lower(email)) where email is not null;

-- Headers a message carries (a reminder's List-Unsubscribe).
alter table outbox add column headers jsonb not null default '{}'::jsonb;
