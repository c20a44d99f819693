-- Bookings at one clinic commit without waiting on each other. Two things below would
-- otherwise make every booking at a clinic commit one after another, whatever its time:

-- 1. The version row. Each booking's trigger bumped 'slots:<clinic>', one row, locked until
-- its transaction committed. A scope's version is now the sum of up to 16 rows (stripes), and
-- a transaction bumps the stripe of its connection (pg_backend_pid() % 16), so concurrent
-- writers on a pool's connections bump different rows. Each stripe only goes up, so the sum
-- goes up with every committed change: readers compare sums (server/cache/versions.ts) exactly
-- as they compared the single row. The embedded database notifies the scope as before.
alter table cache_versions add column stripe smallint not null default 0;
alter table cache_versions drop constraint cache_versions_pkey;
alter table cache_versions add primary key (scope, stripe);

create or replace function bump_cache_version(changed text) returns void language plpgsql as $$
begin
  insert into cache_versions (scope, stripe, version) values (changed, pg_backend_pid() % 16, 1)
  on conflict (scope, stripe) do update set version = cache_versions.version + 1;
  if current_setting('vet.notify_versions', true) = 'on' then
    perform pg_notify('cache_versions', changed);
  end if;
end $$;

-- 2. The clinician's lock. A booking or hold took one advisory lock per clinician, so two
-- bookings of one clinician at different times queued, and a booking that had waited found,
-- more often than not, that the one it waited for had taken its time: its statement had
-- looked before the wait, so it failed on the no-overlap constraint (23P01) and started over.
-- The locks are now one per quarter hour of the clinician's time that a range touches: two
-- ranges that overlap share at least one, so overlapping inserts still queue (rather than
-- deadlock on each other's exclusion check) and a hold being placed waits for a booking of its
-- time. A key is a 64-bit hash of lock class, clinician and quarter hour (hashint8 of a packed
-- value would not do: it folds the halves together, so one clinician's quarters collide with
-- another's). A transaction takes a clinician's quarters in time order, and clinicians in the
-- catalogue's order, so two never wait on each other (a booking that tries the clinician its
-- client holds first may: PostgreSQL then fails one, and it is run again).
-- Waits for the locks (take_clinician below; placing a hold: server/appointments/holds.ts).
-- Locks are taken by assignments, not PERFORM: plpgsql evaluates an assignment's expression
-- itself, where PERFORM runs a statement (a plan, an executor) for each.
create function lock_clinician_time(lock_class int, clinician int, starts timestamptz, ends timestamptz) returns void language plpgsql as $$
declare
  seed bigint := (lock_class::bigint << 32) | clinician;
  locked text;
begin
  for quarter in floor(extract(epoch from starts) / 900)::int .. ceil(extract(epoch from ends) / 900)::int - 1 loop
    locked := pg_advisory_xact_lock(hashint8extended(quarter, seed))::text;
  end loop;
end $$;

-- The first of `clinicians` free for [starts, ends), with that time's locks taken; null if none
-- is (server/appointments/booking.ts). Each clinician's locks are taken before looking, and
-- each look is a statement of its own, so it sees what was committed while it waited: a
-- booking that waited behind another of an overlapping time sees that one's appointment and
-- moves on to the next clinician, instead of inserting on a look taken before the wait and
-- being refused by the no-overlap constraint. Free: no appointment of theirs overlapping, and
-- no live hold but the client's own (`own_hold`), as the slot engine judges it.
-- Its statements' plans are made once per connection (generic): planned for each call's
-- values, they cost more than running them.
create function take_clinician(lock_class int, vet text, clinicians int[], own_hold uuid, starts timestamptz, ends timestamptz, at timestamptz)
returns int language plpgsql set plan_cache_mode = force_generic_plan as $$
declare
  clinician int;
  locked text;
begin
  foreach clinician in array clinicians loop
    locked := lock_clinician_time(lock_class, clinician, starts, ends)::text;
    if not exists (select 1 from appointments a where a.vet_id = vet and a.calendar_resource_id = clinician
                     and a.status not in ('cancelledByAdmin', 'cancelledByCustomer') and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(starts, ends, '[)')
                   union all
                   select 1 from appointment_holds h where h.vet_id = vet and h.calendar_resource_id = clinician and h.expires_at > at
                     and (own_hold is null or h.id <> own_hold) and tstzrange(h.starts_at, h.ends_at, '[)') && tstzrange(starts, ends, '[)')) then
      return clinician;
    end if;
  end loop;
  return null;
end $$;

-- 3. The triggers of rows a booking or hold writes name their clinic's column directly: the
-- general cache_rows_changed reads it through to_jsonb of the whole row, on every booking.
create function clinic_slots_changed() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform bump_cache_version('slots:' || old.clinic_id); end if;
  if tg_op <> 'DELETE' then perform bump_cache_version('slots:' || new.clinic_id); end if;
  return null;
end $$;

drop trigger appointments_slots on appointments;
drop trigger appointment_holds_slots on appointment_holds;
create trigger appointments_slots after insert or update or delete on appointments for each row execute function clinic_slots_changed();
create trigger appointment_holds_slots after insert or update or delete on appointment_holds for each row execute function clinic_slots_changed();
