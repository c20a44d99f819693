-- The first-order coupon is once per person: orders are found by the email's person
-- (lower case, a +tag dropped), the same expression as PERSON_EMAIL_SQL in
-- server/commerce/coupons/service.ts.
create index orders_person_email on orders (vet_id, regexp_replace(lower(email), '^([^+@]*)\+[^@]*@', '\1@'));

-- Hold limits count a caller in every vet group together: by address (holder) and by visitor
-- (the signed-in user or the widget's browser session), each without the group.
alter table appointment_holds add column visitor text;
drop index if exists appointment_holds_holder;
create index appointment_holds_holder on appointment_holds (holder, expires_at);
create index appointment_holds_visitor on appointment_holds (visitor, expires_at) where visitor is not null;
create index appointment_holds_clinic_day on appointment_holds (vet_id, clinic_id, starts_at);
