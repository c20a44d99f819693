-- What every booking and slots month reads, made cheap.

-- The busy times of a group's clinicians over a range (server/appointments/availability.ts
-- busyTimes). The no-overlap constraint's index starts with the clinician, which `= any(...)`
-- cannot use in GiST, so the planner paired it with the group's btree index and read every
-- appointment of the group: a cost that grew with each booking. This one finds the range
-- within the group directly.
create index appointments_busy on appointments using gist (vet_id, tstzrange(starts_at, ends_at, '[)'))
  where status not in ('cancelledByAdmin', 'cancelledByCustomer');

-- 'catalogue:<group>': the group's species, appointment types and who may have them, clinics
-- and clinicians (server/appointments/catalogue.ts keeps them in memory under this version).
create trigger species_catalogue after insert or update or delete on species for each row execute function cache_rows_changed('catalogue', 'vet_id');
create trigger appointment_types_catalogue after insert or update or delete on appointment_types for each row execute function cache_rows_changed('catalogue', 'vet_id');
create trigger appointment_type_species_catalogue after insert or update or delete on appointment_type_species for each row execute function cache_rows_changed('catalogue', 'vet_id');
create trigger clinics_catalogue after insert or update or delete on clinics for each row execute function cache_rows_changed('catalogue', 'vet_id');
create trigger calendar_resources_catalogue after insert or update or delete on calendar_resources for each row execute function cache_rows_changed('catalogue', 'vet_id');
create trigger calendar_resource_types_catalogue after insert or update or delete on calendar_resource_types for each row execute function cache_rows_changed('catalogue', 'vet_id');
