-- A message may be kept as a template's name and its data, and rendered when it is sent or
-- shown (server/mail/templates.ts). A booking's confirmation is written this way by the
-- booking's own statement, from the rows it inserts: its text, HTML and calendar
-- file are not made while the client waits, and the row is a few hundred bytes.
alter table outbox
  add column template text,
  add column data jsonb,
  alter column subject drop not null,
  alter column text_body drop not null,
  add constraint outbox_rendered_or_template
    check ((template is not null and data is not null) or (subject is not null and text_body is not null));
