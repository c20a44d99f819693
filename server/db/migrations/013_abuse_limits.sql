-- Abuse limits. Who placed a hold (the caller's address): one visitor may hold only a few times
-- at once, so nobody can empty a calendar by holding every time in it.
alter table appointment_holds add column holder text;
create index appointment_holds_holder on appointment_holds (vet_id, holder, expires_at);

-- A coupon for a customer's first order only (WELCOME10): checked by account and by email.
alter table coupons add column first_order_only boolean not null default false;
create index orders_email_per_group on orders (vet_id, lower(email));
