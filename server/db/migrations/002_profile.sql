-- Delivery addresses of a client. One default per user, enforced by the database.
create table addresses (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  type text not null default 'shipping' check (type in ('shipping', 'billing', 'other')),
  company text not null default '' check (length(company) <= 100),
  street text not null check (length(street) between 1 and 200),
  suburb text not null default '' check (length(suburb) <= 100),
  city text not null check (length(city) between 1 and 100),
  post_code text not null check (length(post_code) between 1 and 10),
  region_id integer not null check (region_id between 1 and 16),
  is_default boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index addresses_one_default on addresses (user_id) where is_default;
create index addresses_by_user on addresses (vet_id, user_id);
