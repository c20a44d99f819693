-- The first-order coupon is once per person: orders are found by the email's person
-- (lower case, a +tag dropped), the same expression as PERSON_EMAIL_SQL in
-- server/commerce/coupons/service.ts.
create index orders_person_email on orders (vet_id, regexp_replace(lower(email), '^([^+@]*)\+[^@]*@', '\1@'));
