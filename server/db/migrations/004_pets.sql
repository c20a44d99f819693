-- Species each vet group books and sells for, and clients' pets (spec 1 section 3, spec 2 section 3).
create table species (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  name text not null check (length(name) between 1 and 60),
  position integer not null default 0,
  unique (vet_id, name)
);

create table pets (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  name text not null check (length(name) between 1 and 100),
  -- Older forms send a type (other, cat, dog); newer ones a species id. Either may be empty.
  type text check (type in ('other', 'cat', 'dog')),
  other_pet_type text not null default '' check (length(other_pet_type) <= 100),
  species_id integer references species (id) on delete set null,
  breed text not null default '' check (length(breed) <= 100),
  gender text check (gender in ('male', 'female', 'unknown')),
  date_of_birth date,
  weight numeric(7, 2) check (weight is null or weight >= 0),
  desexed boolean,
  microchip_number text not null default '' check (length(microchip_number) <= 30),
  photo_path text,
  -- Pets that come from the practice-management system are read-only here.
  is_linked_to_pms boolean not null default false,
  vaccinations jsonb not null default '[]',
  treatments jsonb not null default '[]',
  created_at timestamptz not null default now()
);
create index pets_by_user on pets (vet_id, user_id);
