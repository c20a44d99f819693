-- Versions of what cached answers are made from (server/cache/versions.ts). A scope
-- ('slots:<clinic>', 'booking:<group>', 'content:<group>', 'shop:<group>') goes up in the same
-- transaction as any change to its rows, whoever makes it (the API, a script, an admin's SQL),
-- so an answer kept in a server's memory is never sent after what it shows has changed.
-- The notification is for the embedded database, where this process is the only writer: it
-- arrives before the writing statement returns, so the cache there needs no read per call.
create table cache_versions (
  scope text primary key,
  version bigint not null default 0
);

create function bump_cache_version(changed text) returns void language sql as $$
  insert into cache_versions (scope, version) values (changed, 1)
  on conflict (scope) do update set version = cache_versions.version + 1;
  select pg_notify('cache_versions', changed);
$$;

-- Rows naming their scope in a column: trigger arguments are the scope's prefix and the column.
create function cache_rows_changed() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform bump_cache_version(tg_argv[0] || ':' || (to_jsonb(old) ->> tg_argv[1])); end if;
  if tg_op <> 'DELETE' then perform bump_cache_version(tg_argv[0] || ':' || (to_jsonb(new) ->> tg_argv[1])); end if;
  return null;
end $$;

-- Rows of a whole group that every clinic's slots depend on: types, species, who sees which type.
create function group_slots_changed() returns trigger language plpgsql as $$
declare
  vet text := to_jsonb(case when tg_op = 'DELETE' then old else new end) ->> 'vet_id';
begin
  perform bump_cache_version('slots:' || id) from clinics where vet_id = vet;
  return null;
end $$;

create trigger appointments_slots after insert or update or delete on appointments for each row execute function cache_rows_changed('slots', 'clinic_id');
create trigger appointment_holds_slots after insert or update or delete on appointment_holds for each row execute function cache_rows_changed('slots', 'clinic_id');
create trigger calendar_resources_slots after insert or update or delete on calendar_resources for each row execute function cache_rows_changed('slots', 'clinic_id');
create trigger clinics_slots after insert or update or delete on clinics for each row execute function cache_rows_changed('slots', 'id');
create trigger appointment_types_slots after insert or update or delete on appointment_types for each row execute function group_slots_changed();
create trigger appointment_type_species_slots after insert or update or delete on appointment_type_species for each row execute function group_slots_changed();
create trigger calendar_resource_types_slots after insert or update or delete on calendar_resource_types for each row execute function group_slots_changed();
create trigger species_slots after insert or update or delete on species for each row execute function group_slots_changed();

create trigger clinics_booking after insert or update or delete on clinics for each row execute function cache_rows_changed('booking', 'vet_id');
create trigger species_booking after insert or update or delete on species for each row execute function cache_rows_changed('booking', 'vet_id');
create trigger booking_settings_booking after insert or update or delete on booking_settings for each row execute function cache_rows_changed('booking', 'vet_id');
create trigger vet_groups_booking after insert or update or delete on vet_groups for each row execute function cache_rows_changed('booking', 'id');

create trigger content_docs_content after insert or update or delete on content_docs for each row execute function cache_rows_changed('content', 'vet_id');
create trigger products_shop after insert or update or delete on products for each row execute function cache_rows_changed('shop', 'vet_id');
