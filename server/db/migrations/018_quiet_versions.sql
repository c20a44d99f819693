-- A version bump notifies only a session that asked. PostgreSQL takes one lock for
-- the whole cluster to commit a transaction that called pg_notify, so with a notification in
-- every booking's trigger, bookings would commit one at a time (pgbench on this machine: about
-- 3,100 commits a second with a notification, 9,000-10,000 without). On PostgreSQL nobody
-- listens: each process reads versions (server/cache/versions.ts). The embedded database
-- counts notifications instead; its one session asks for them (pgliteDb's listen).
create or replace function bump_cache_version(changed text) returns void language plpgsql as $$
begin
  insert into cache_versions (scope, version) values (changed, 1)
  on conflict (scope) do update set version = cache_versions.version + 1;
  if current_setting('vet.notify_versions', true) = 'on' then
    perform pg_notify('cache_versions', changed);
  end if;
end $$;
