-- Commerce (server/commerce, docs/commerce.md): the shop catalogue, baskets, coupons, orders
-- with courier tracking, subscriptions, one-off payments and fundraiser donations.
-- Money is integer cents, GST-inclusive. Composite foreign keys (vet_id, id) keep every
-- basket line, order and subscription inside one vet group.

create table products (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
  sku text not null check (length(sku) between 1 and 40),
  name text not null check (length(name) between 1 and 200),
  brand text not null default '' check (length(brand) <= 100),
  description text not null default '' check (length(description) <= 4000),
  categories text[] not null default '{}',
  pet_types text[] not null default '{}',
  images text[] not null default '{}',
  price_cents integer not null check (price_cents > 0),
  discounted_price_cents integer check (discounted_price_cents is null or (discounted_price_cents > 0 and discounted_price_cents < price_cents)),
  shipping_cost_cents integer not null default 0 check (shipping_cost_cents >= 0),
  -- Specials are what GET /shop/special returns, best first (special_rank ascending).
  special_rank integer check (special_rank is null or special_rank > 0),
  active boolean not null default true,
  position integer not null default 0,
  unique (vet_id, id),
  unique (vet_id, slug),
  unique (vet_id, sku)
);
create index products_by_group on products (vet_id, active, name);

-- A basket is a signed-in user's (user_id) or an anonymous visitor's (user_id null; its
-- unguessable uuid is the visitor's only key). 'subscription' baskets belong to a subscription.
-- An order takes its basket from 'open' to 'checkout' (one order at a time, so a second submit
-- with another key cannot charge again) and then to 'ordered' (kept as the order's record).
create table baskets (
  id uuid primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  user_id integer references users (id) on delete cascade,
  status text not null default 'open' check (status in ('open', 'checkout', 'ordered', 'subscription')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (vet_id, id)
);
create unique index baskets_one_open_per_user on baskets (user_id) where status = 'open' and user_id is not null;

create table basket_items (
  id serial primary key,
  vet_id text not null,
  basket_id uuid not null,
  product_id integer not null,
  quantity integer not null check (quantity between 1 and 999),
  created_at timestamptz not null default now(),
  foreign key (vet_id, basket_id) references baskets (vet_id, id) on delete cascade,
  foreign key (vet_id, product_id) references products (vet_id, id) on delete cascade,
  unique (basket_id, product_id)
);

create table coupons (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  code text not null check (code ~ '^[A-Z0-9][A-Z0-9-]{1,31}$'),
  description text not null default '',
  kind text not null check (kind in ('percentage', 'fixed')),
  percent_off integer,
  amount_off_cents integer,
  min_spend_cents integer not null default 0 check (min_spend_cents >= 0),
  starts_at timestamptz,
  expires_at timestamptz,
  usage_limit integer check (usage_limit is null or usage_limit > 0),
  times_used integer not null default 0,
  active boolean not null default true,
  check ((kind = 'percentage' and percent_off between 1 and 100 and amount_off_cents is null)
      or (kind = 'fixed' and amount_off_cents > 0 and percent_off is null)),
  check (starts_at is null or expires_at is null or expires_at > starts_at),
  -- The usage limit holds even when orders race: the increment fails past it.
  check (times_used >= 0 and (usage_limit is null or times_used <= usage_limit)),
  unique (vet_id, code)
);

create table subscriptions (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  name text not null check (length(name) between 1 and 100),
  status text not null default 'active' check (status in ('active', 'suspended', 'cancelled', 'pending')),
  -- Spec 2 section 9 offers every 1, 2, 3 or 6 months; weekly plans exist on the wire (section 4).
  interval text not null default 'monthly' check (interval in ('weekly', 'monthly')),
  interval_count integer not null,
  basket_id uuid not null,
  address_id integer references addresses (id) on delete set null,
  -- A saved card of the accounts module (payment_methods), looked up per charge.
  payment_method_id integer references payment_methods (id) on delete set null,
  delivery_notes text not null default '' check (length(delivery_notes) <= 150),
  first_delivery_date date not null,
  next_payment_date date not null,
  -- Payment dates are anchor + k x interval (a 31st stays the 31st, or the month's last day);
  -- the anchor moves when the customer changes the next payment date or the frequency.
  anchor_date date not null,
  failure_count integer not null default 0 check (failure_count >= 0),
  last_failure text,
  -- The NZ date the scheduler last tried a charge: a rerun on the same day tries no second time.
  last_attempt_on date,
  updated_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  cancelled_at timestamptz,
  foreign key (vet_id, basket_id) references baskets (vet_id, id),
  check ((interval = 'monthly' and interval_count in (1, 2, 3, 6)) or (interval = 'weekly' and interval_count between 1 and 4)),
  unique (basket_id),
  unique (vet_id, id)
);
create index subscriptions_due on subscriptions (next_payment_date) where status = 'active';

create sequence order_number_seq start 100001;

create table orders (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  number bigint not null default nextval('order_number_seq') unique,
  -- Orders are tax records (kept 7 years): deleting an account keeps them, without the link.
  user_id integer references users (id) on delete set null,
  subscription_id integer references subscriptions (id) on delete set null,
  basket_id uuid,
  status text not null default 'processing' check (status in ('processing', 'complete', 'cancelled')),
  -- One order per Idempotency-Key and per charge: retries and races cannot make a second.
  idempotency_key text check (length(idempotency_key) between 1 and 300),
  charge_id text unique,
  first_name text not null default '',
  last_name text not null default '',
  email text not null default '',
  phone text not null default '',
  is_click_and_collect boolean not null default false,
  clinic_id text references clinics (id) on delete set null,
  clinic_name text,
  -- { company, street, suburb, city, postCode, regionId } as it was when ordered
  address jsonb,
  delivery_notes text not null default '' check (length(delivery_notes) <= 150),
  coupon_code text,
  sub_total_cents integer not null check (sub_total_cents >= 0),
  discount_cents integer not null default 0 check (discount_cents >= 0 and discount_cents <= sub_total_cents),
  shipping_cents integer not null check (shipping_cents >= 0),
  total_cents integer not null,
  tax_cents integer not null check (tax_cents >= 0),
  card_last4 text,
  card_brand text,
  card_exp_month integer,
  card_exp_year integer,
  created_at timestamptz not null default now(),
  check (total_cents = sub_total_cents - discount_cents + shipping_cents),
  unique (vet_id, idempotency_key)
);
create index orders_by_user on orders (vet_id, user_id, created_at desc);
-- A checkout basket becomes one order only (subscription baskets make one per period).
create unique index orders_one_per_basket on orders (basket_id) where subscription_id is null and basket_id is not null;
create index orders_by_subscription on orders (subscription_id, created_at desc);

create table order_items (
  id serial primary key,
  order_id integer not null references orders (id) on delete cascade,
  product_id integer references products (id) on delete set null,
  product_name text not null,
  product_slug text,
  product_images text[] not null default '{}',
  sku text,
  quantity integer not null check (quantity > 0),
  price_cents integer not null check (price_cents > 0),
  discounted_price_cents integer,
  shipping_cost_cents integer not null default 0,
  item_total_cents integer not null,
  check (item_total_cents = coalesce(discounted_price_cents, price_cents) * quantity)
);
create index order_items_by_order on order_items (order_id);

create table order_tracking (
  id serial primary key,
  order_id integer not null references orders (id) on delete cascade,
  carrier text not null,
  tracking_number text not null,
  tracking_url text not null,
  status text not null check (status in ('Preparing', 'Processing', 'InTransit', 'Delivered')),
  updated_at timestamptz not null default now()
);

-- Idempotency of money-moving requests: the first request with a key claims it (the unique
-- constraint decides the race), charges, and stores its answer; later ones get that answer.
create table idempotency_keys (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  scope text not null check (scope in ('order', 'oneoff', 'donation')),
  key text not null check (length(key) between 1 and 300),
  -- Who asked and what: the same key with another request is refused.
  fingerprint text not null,
  state text not null default 'pending' check (state in ('pending', 'charged', 'done')),
  charge_id text,
  response_status integer,
  response jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (vet_id, scope, key)
);

create table one_off_payments (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  user_id integer references users (id) on delete set null,
  reference text not null check (length(reference) between 1 and 100),
  amount_cents integer not null check (amount_cents >= 100),
  name text not null default '',
  email text not null default '',
  idempotency_key text,
  charge_id text not null unique,
  card_last4 text,
  card_brand text,
  created_at timestamptz not null default now(),
  unique (vet_id, idempotency_key)
);

create table donations (
  id serial primary key,
  vet_id text not null references vet_groups (id) on delete cascade,
  user_id integer references users (id) on delete set null,
  fundraiser_id text not null,
  fundraiser_name text not null default '',
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null default '',
  pickup_location_id text not null,
  pickup_location_name text not null default '',
  pickup_time timestamptz,
  payment text not null check (payment in ('card', 'payOnPickup')),
  status text not null check (status in ('paid', 'payOnPickup', 'cancelled')),
  total_cents integer not null check (total_cents > 0),
  tax_cents integer not null check (tax_cents >= 0),
  idempotency_key text,
  charge_id text unique,
  card_last4 text,
  card_brand text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((payment = 'card') = (charge_id is not null)),
  unique (vet_id, idempotency_key)
);

create table donation_items (
  id serial primary key,
  donation_id integer not null references donations (id) on delete cascade,
  item_id text not null,
  name text not null,
  quantity integer not null check (quantity between 1 and 10),
  unit_price_cents integer not null check (unit_price_cents > 0),
  unique (donation_id, item_id)
);
