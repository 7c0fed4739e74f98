-- The embedded outbox (DATA_DIR/submissions.db): submissions; a resume waits as a file in
-- DATA_DIR/resumes/ until it has been delivered.
-- Applied once, in order, by server/db/migrations.ts; never edit a released migration, add the next one.
-- IF NOT EXISTS: a file made before the outbox's SQLite migrations has these already, and keeps them.

CREATE TABLE IF NOT EXISTS submissions (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'career')),
  fields TEXT NOT NULL,
  resume_file TEXT,
  resume_name TEXT,
  resume_bytes INTEGER,
  message_id TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  sent_at INTEGER,
  locked_by TEXT,
  locked_until INTEGER
);
CREATE INDEX IF NOT EXISTS submissions_due ON submissions (status, next_attempt_at);
