-- Sign-in from a clinic's website (server/auth/embedSignIn.ts).

-- The sites each vet group lets ask for a sign-in: the popup refuses every other origin
-- before it asks the person anything. The portal's own origin is always allowed (the iframe
-- embed), and EMBED_ORIGINS adds origins to every group on a developer's machine.
create table vet_group_sites (
  vet_id text not null references vet_groups (id) on delete cascade,
  origin text not null check (origin ~ '^https?://[^/?#@]+$'),
  primary key (vet_id, origin)
);

-- A site's session: a row of its own in sessions, made by one consent, with the origin it
-- was given to and the portal session that consented. Tokens name it by token_id like any
-- session's, so ending the row ends its tokens; ending the portal session (logout) ends it.
alter table sessions add column origin text;
alter table sessions add column created_at timestamptz;
alter table sessions add column last_used_at timestamptz;
alter table sessions add column parent_id text references sessions (id) on delete cascade;
create index sessions_parent on sessions (parent_id);
create index sessions_user_sites on sessions (user_id) where origin is not null;
