-- How a booking was made, for the clinic's diary: 'online' (a client took a time), 'request'
-- (the older flow: a preferred time the clinic then confirmed or declined) or 'phone' (staff
-- booked it at the desk). Not `source`: a confirmed request becomes source 'online', a
-- clinician's booking like any other, and still was made as a request.
alter table appointments add column origin text;
update appointments set origin = source;
alter table appointments alter column origin set default 'online';
alter table appointments alter column origin set not null;
alter table appointments add constraint appointments_origin check (origin in ('online', 'request', 'phone'));
