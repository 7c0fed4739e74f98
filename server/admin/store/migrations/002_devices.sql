-- Browsers an account signed in from (device cookies, see server/admin/lockout.ts), in the outbox's
-- database (SQLite or PostgreSQL).
-- Only the SHA-256 of a cookie's token is kept. A device holds while its account keeps the
-- password (generation) it signed in with; `failures` counts wrong passwords from it in a row.

CREATE TABLE admin_devices (
  token_hash text PRIMARY KEY,
  editor_id bigint NOT NULL REFERENCES admin_editors (id) ON DELETE CASCADE,
  generation integer NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL
);
CREATE INDEX admin_devices_editor ON admin_devices (editor_id);
CREATE INDEX admin_devices_age ON admin_devices (created_at);
