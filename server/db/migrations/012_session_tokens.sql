-- Bearer tokens name the session they came from, so ending a session (logout,
-- a password change, account deletion) ends its tokens at once. token_id is a second random
-- id: the session id itself is the cookie's secret and never leaves the server in a token.
alter table sessions add column token_id text;
create unique index sessions_token_id on sessions (token_id);
