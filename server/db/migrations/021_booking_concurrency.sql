-- Bookings at one clinic no longer wait on each other (issue 21). Two things made every
-- booking at a clinic commit one after another, whatever its time:

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
-- another's); a transaction takes one clinician's keys in key order, and clinicians in the
-- catalogue's order, so two never wait on each other.
create function clinician_time_keys(lock_class int, clinician int, starts timestamptz, ends timestamptz) returns setof bigint language sql immutable as $$
  select distinct hashint8extended(quarter, (lock_class::bigint << 32) | clinician)
    from generate_series(floor(extract(epoch from starts) / 900)::bigint, ceil(extract(epoch from ends) / 900)::bigint - 1) as quarter
   order by 1
$$;

-- Waits for the locks (a booking below; placing a hold: server/appointments/holds.ts lockClinician).
create function lock_clinician_time(lock_class int, clinician int, starts timestamptz, ends timestamptz) returns void language sql as $$
  select count(pg_advisory_xact_lock(k)) from clinician_time_keys(lock_class, clinician, starts, ends) as k
$$;

-- The first of `clinicians` free for [starts, ends), with that time's locks taken; null if none
-- is (server/appointments/booking.ts). Each clinician's locks are taken before looking, and
-- each look is a statement of its own, so it sees what was committed while it waited: a
-- booking that waited behind another of an overlapping time sees that one's appointment and
-- moves on to the next clinician, instead of inserting on a look taken before the wait and
-- being refused by the no-overlap constraint. Free: no appointment of theirs overlapping, and
-- no live hold but the client's own (`own_hold`), as the slot engine judges it.
create function take_clinician(lock_class int, vet text, clinicians int[], own_hold uuid, starts timestamptz, ends timestamptz, at timestamptz)
returns int language plpgsql as $$
declare
  clinician int;
begin
  foreach clinician in array clinicians loop
    perform pg_advisory_xact_lock(k) from clinician_time_keys(lock_class, clinician, starts, ends) as k;
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
