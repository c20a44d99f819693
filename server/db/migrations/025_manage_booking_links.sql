-- Clients change or cancel a booking from its email (server/appointments/manage/).
-- The clinic's notice rule: online changes stop this many minutes before the appointment;
-- after that the manage page gives the clinic's phone number instead.
alter table clinics add column manage_notice_minutes integer not null default 120
  check (manage_notice_minutes between 0 and 20160);

-- Each change a client makes to an appointment (moved, cancelled) counts up, so the calendar
-- file in the email that tells them replaces the one they had (iCalendar SEQUENCE).
alter table appointments add column sequence integer not null default 0;
