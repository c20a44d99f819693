-- The offline gateway's charges by their idempotency key, as Stripe keeps a PaymentIntent by
-- the key it was created with: a retry after a crash between the charge and the order finds
-- the first charge instead of making a second.
create table standin_charges (
  idempotency_key text primary key check (length(idempotency_key) <= 300),
  result jsonb not null,
  created_at timestamptz not null default now()
);

-- Completing a booking, creating a subscription and saving a card take an Idempotency-Key too: a
-- retry after a lost answer gets the same record back instead of "already taken" or a second one.
alter table idempotency_keys drop constraint idempotency_keys_scope_check;
alter table idempotency_keys add constraint idempotency_keys_scope_check check (scope in ('order', 'oneoff', 'donation', 'booking', 'subscription', 'card'));
