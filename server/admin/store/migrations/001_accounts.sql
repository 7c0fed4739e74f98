-- The admin area's accounts, sessions and sign-in throttle, in the outbox's database (SQLite or
-- PostgreSQL: written once for both, see server/db/migrations.ts).
-- Applied once, in order; never edit a released migration, add the next one.
-- Times are milliseconds since the epoch.

CREATE TABLE admin_editors (
  id {{row_id}},
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  password_hash text NOT NULL,
  -- Raised with every password change: sessions made before it no longer open.
  generation integer NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  last_sign_in_at bigint
);

-- Only the SHA-256 of a session's token is kept.
CREATE TABLE admin_sessions (
  token_hash text PRIMARY KEY,
  editor_id bigint NOT NULL REFERENCES admin_editors (id) ON DELETE CASCADE,
  generation integer NOT NULL,
  created_at bigint NOT NULL,
  last_seen_at bigint NOT NULL
);
CREATE INDEX admin_sessions_editor ON admin_sessions (editor_id);
CREATE INDEX admin_sessions_seen ON admin_sessions (last_seen_at);

-- Failed sign-ins in a row, per account ("account:<e-mail>") and per client address ("address:<ip>").
CREATE TABLE admin_sign_in_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at bigint NOT NULL
);
CREATE INDEX admin_sign_in_throttle_age ON admin_sign_in_throttle (last_failure_at);
