-- Phone bookings and blocked time at the clinic desk (docs/desk.md).

-- A booking taken on the phone may have no email address: the client may have none, or not
-- want to give it. Only then may it be empty; every other booking still needs one.
alter table appointments drop constraint appointments_email_check;
alter table appointments add constraint appointments_email
  check (length(email) between 3 and 254 or (email = '' and origin = 'phone'));

-- A clinic's calendar resource, named with its clinic, so a block cannot name a clinician of
-- another clinic.
alter table calendar_resources add constraint calendar_resources_id_clinic unique (id, clinic_id);

-- Time nobody can book: a clinician's (leave, training) or, with no calendar resource, the
-- whole clinic's (every clinician there). Busy for the slot engine and for take_clinician
-- alike. A staff account that goes leaves its blocks (staff_id set null).
create table blocked_times (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  clinic_id text not null,
  calendar_resource_id integer,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  reason text not null check (length(reason) between 1 and 200),
  staff_id integer,
  created_at timestamptz not null default now(),
  check (ends_at > starts_at),
  -- 31 days of wall clock, one of them an hour longer when daylight saving ends (blocks.ts).
  check (ends_at <= starts_at + interval '745 hours'),
  foreign key (clinic_id, vet_id) references clinics (id, vet_id) on delete cascade,
  foreign key (calendar_resource_id, vet_id) references calendar_resources (id, vet_id) on delete cascade,
  foreign key (calendar_resource_id, clinic_id) references calendar_resources (id, clinic_id) on delete cascade,
  foreign key (staff_id, vet_id) references staff (id, vet_id) on delete set null (staff_id)
);
-- Found by clinic and overlap (busy times, take_clinician, the desk's list), as appointments_busy
-- finds bookings: an index on the start alone would read every past block of the clinic.
create index blocked_times_busy on blocked_times using gist (vet_id, clinic_id, tstzrange(starts_at, ends_at, '[)'));

-- A block changes what the clinic's slots are: kept slot answers are made again at once.
create trigger blocked_times_slots after insert or update or delete on blocked_times for each row execute function clinic_slots_changed();

-- take_clinician (migration 021) with blocked time busy: a clinician is free when no
-- appointment, no live hold but the client's own, and no block of theirs or of their clinic
-- overlaps. The locks are as before.
create or replace function take_clinician(lock_class int, vet text, clinicians int[], own_hold uuid, starts timestamptz, ends timestamptz, at timestamptz)
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
                     and (own_hold is null or h.id <> own_hold) and tstzrange(h.starts_at, h.ends_at, '[)') && tstzrange(starts, ends, '[)')
                   union all
                   select 1 from blocked_times b join calendar_resources r on r.vet_id = b.vet_id and r.clinic_id = b.clinic_id
                    where r.id = clinician and b.vet_id = vet and (b.calendar_resource_id is null or b.calendar_resource_id = clinician)
                      and tstzrange(b.starts_at, b.ends_at, '[)') && tstzrange(starts, ends, '[)')) then
      return clinician;
    end if;
  end loop;
  return null;
end $$;
