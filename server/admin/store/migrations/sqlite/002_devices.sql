-- Browsers an account signed in from (device cookies, see server/admin/lockout.ts), in the outbox's
-- SQLite file. The PostgreSQL twin is ../postgres/002_devices.sql.
-- Only the SHA-256 of a cookie's token is kept. A device holds while its account keeps the
-- password (generation) it signed in with; `failures` counts wrong passwords from it in a row.

CREATE TABLE admin_devices (
  token_hash TEXT PRIMARY KEY,
  editor_id INTEGER NOT NULL REFERENCES admin_editors (id) ON DELETE CASCADE,
  generation INTEGER NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX admin_devices_editor ON admin_devices (editor_id);
CREATE INDEX admin_devices_age ON admin_devices (created_at);
