-- Content service (server/content): Payload-style documents, one row per document per vet
-- group, served read-only at /content/api/{collection}. Filled from demo/seed on first start.
create table content_docs (
  vet_id text not null references vet_groups (id) on delete cascade,
  collection text not null check (collection in (
    'block-app-promo', 'block-payment-information', 'meta-seo', 'navigation', 't1-fundraiser',
    't1-location', 't2-news-category', 'ui-clinic', 'ui-fragment', 'ui-news', 'ui-page',
    'ui-service', 'ui-terms-and-conditions')),
  id text not null check (length(id) between 1 and 200),
  slug text,
  -- Order within the collection as written in the seed: the default list order.
  position integer not null default 0,
  data jsonb not null check (jsonb_typeof(data) = 'object' and data ->> 'id' = id),
  updated_at timestamptz not null default now(),
  primary key (vet_id, collection, id)
);
create index content_docs_slug on content_docs (vet_id, collection, slug);
