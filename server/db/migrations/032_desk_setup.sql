-- Set-up at the desk (docs/desk.md "Set-up"): a clinician is a person of the group, who
-- works at one or more clinics. The slot engine keeps working per calendar resource (one per
-- clinician and clinic: that clinic's weekly hours and types); the resource now names its
-- person. A resource's `active` says the person works at that clinic; the person's own
-- `active` says whether they work at all. A resource is never deleted while bookings name it.
-- Appointment types gain whether clients may book them online and whether their length is
-- per pet or per booking.

create table clinicians (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  name text not null check (length(name) between 1 and 100),
  active boolean not null default true,
  position integer not null default 0,
  unique (id, vet_id)
);
create index clinicians_by_group on clinicians (vet_id, position);

-- One clinician per resource name within a group (the same person at two clinics is one
-- clinician). Two resources of one name at the same clinic stay two people: the nth of a name
-- at each clinic goes to the nth clinician of that name.
alter table clinicians add column backfill_rank integer;
alter table calendar_resources add column clinician_id integer;

with ranked as (
  select vet_id, name, active, position,
         row_number() over (partition by vet_id, clinic_id, name order by id) as rank
    from calendar_resources
)
insert into clinicians (vet_id, name, active, position, backfill_rank)
select vet_id, name, bool_or(active), min(position), rank from ranked group by vet_id, name, rank;

with ranked as (
  select id, vet_id, name, row_number() over (partition by vet_id, clinic_id, name order by id) as rank
    from calendar_resources
)
update calendar_resources r set clinician_id = c.id
  from ranked k join clinicians c on c.vet_id = k.vet_id and c.name = k.name and c.backfill_rank = k.rank
 where r.id = k.id;

alter table clinicians drop column backfill_rank;
alter table calendar_resources alter column clinician_id set not null;
alter table calendar_resources add constraint calendar_resources_clinician
  foreign key (clinician_id, vet_id) references clinicians (id, vet_id);
alter table calendar_resources add constraint calendar_resources_one_per_clinic unique (clinician_id, clinic_id);

-- online: clients may book it themselves (else only the desk can). per_pet: a booking of n
-- pets takes n times the duration (else one duration, whatever the pet count).
alter table appointment_types add column online boolean not null default true;
alter table appointment_types add column per_pet boolean not null default true;

-- A clinician's name and whether they work is in the group's catalogue and decides every one
-- of their clinics' slots, so a change moves both versions (migrations 016 and 017).
create trigger clinicians_catalogue after insert or update or delete on clinicians for each row execute function cache_rows_changed('catalogue', 'vet_id');
create trigger clinicians_slots after insert or update or delete on clinicians for each row execute function group_slots_changed();
