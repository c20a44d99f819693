-- Every message is a row in the outbox, written by the statement or transaction that causes it
-- (a transactional outbox): a booking's confirmation is part of the booking's own
-- insert. With SMTP_URL set, server/mail/delivery.ts sends the rows: it claims due ones with
-- `for update skip locked` (so several server processes never send one twice), pushes
-- next_attempt_at out as a lease and a back-off (null: never tried, due at once; the server's
-- clock decides, not the database's), and marks each sent. Without SMTP the rows are the dev
-- mailbox and stay unsent.
alter table outbox
  add column sent_at timestamptz,
  add column attempts integer not null default 0,
  add column next_attempt_at timestamptz,
  add column last_error text;

-- What a pass reads: the unsent rows, oldest first (the sent ones are the mail log).
create index outbox_unsent on outbox (id) where sent_at is null;
