-- A subscription is built in a basket of its own (purpose 'subscription'), so the wizard never
-- empties or fills the shop basket. A user keeps one open shop basket and at most
-- one open subscription draft; fetching "my basket" means the shop one.
alter table baskets add column purpose text not null default 'shop' check (purpose in ('shop', 'subscription'));
drop index baskets_one_open_per_user;
create unique index baskets_one_open_per_user on baskets (user_id, purpose) where status = 'open' and user_id is not null;
