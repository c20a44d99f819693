-- Rate limits every server process shares: one row per limit, key and fixed
-- window, counted with an atomic upsert. Memory holds nothing, so two processes on one
-- database see the same counts. Old windows are swept as new ones open.
create table rate_limits (
  bucket text not null,
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, key, window_start)
);
create index rate_limits_window on rate_limits (window_start);
