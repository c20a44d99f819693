-- The days a clinic is closed whatever its weekly hours say (server/appointments/closures.ts):
-- New Zealand's public holidays, with the anniversary day of the clinic's region (a
-- date-holidays NZ region code; null: national holidays only), unless the clinic opens on
-- public holidays; and its own closed days, a JSON array of 'yyyy-MM-dd' (Pacific/Auckland
-- calendar dates). The clinics triggers of migrations 016 and 017 already move the clinic's
-- 'slots:' and the group's 'catalogue:' versions when these change.
alter table clinics
  add column holiday_region text
    check (holiday_region in ('AUK', 'BOP', 'CAN', 'CIT', 'GIS', 'HKB', 'MBH', 'MWT', 'NSN', 'NTL', 'OTA', 'STL', 'TAS', 'TKI', 'WKO', 'WGN', 'WTC')),
  add column open_on_public_holidays boolean not null default false,
  add column closed_days jsonb not null default '[]'::jsonb
    check (jsonb_typeof(closed_days) = 'array');
