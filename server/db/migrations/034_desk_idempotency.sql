-- A phone booking at the desk is made once per Idempotency-Key, as a client's online booking
-- is: a retry after a lost answer gets the booking it made, not "that time has been taken".
alter table idempotency_keys drop constraint idempotency_keys_scope_check;
alter table idempotency_keys add constraint idempotency_keys_scope_check
  check (scope in ('order', 'oneoff', 'donation', 'booking', 'subscription', 'card', 'desk-booking'));
