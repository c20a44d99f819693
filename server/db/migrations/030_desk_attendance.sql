-- What happened at the clinic, as the desk marks it on the day: the client arrived, did not
-- come, or was seen. Null until someone marks it. Kept apart from `status` (the booking's
-- state as the client and the slot engine see it): marking attendance frees or takes no time.
alter table appointments add column attendance text;
alter table appointments add constraint appointments_attendance check (attendance is null or attendance in ('arrived', 'noShow', 'done'));
