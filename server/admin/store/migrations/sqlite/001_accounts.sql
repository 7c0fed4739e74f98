-- The admin area's accounts, sessions and sign-in throttle, in the outbox's SQLite file.
-- Applied once, in order, by server/db/migrations.ts; never edit a released migration, add the next one.
-- Times are milliseconds since the epoch. The PostgreSQL twin is ../postgres/001_accounts.sql.

CREATE TABLE admin_editors (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  -- Raised with every password change: sessions made before it no longer open.
  generation INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  last_sign_in_at INTEGER
);

-- Only the SHA-256 of a session's token is kept.
CREATE TABLE admin_sessions (
  token_hash TEXT PRIMARY KEY,
  editor_id INTEGER NOT NULL REFERENCES admin_editors (id) ON DELETE CASCADE,
  generation INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
);
CREATE INDEX admin_sessions_editor ON admin_sessions (editor_id);
CREATE INDEX admin_sessions_seen ON admin_sessions (last_seen_at);

-- Failed sign-ins in a row, per account ("account:<e-mail>") and per client address ("address:<ip>").
CREATE TABLE admin_sign_in_throttle (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL
);
CREATE INDEX admin_sign_in_throttle_age ON admin_sign_in_throttle (last_failure_at);
