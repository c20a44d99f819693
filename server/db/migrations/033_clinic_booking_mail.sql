-- How a clinic hears of the bookings clients make online, as each clinic chooses at the desk:
-- 'each' (an email per booking, the default: nothing goes unseen), 'digest' (one email a day
-- listing the day before's) or 'none' (the desk's diary is enough). Requests of the older flow
-- are always emailed: someone must confirm them.
alter table clinics add column booking_mail text not null default 'each'
  check (booking_mail in ('each', 'digest', 'none'));
