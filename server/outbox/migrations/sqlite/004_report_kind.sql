-- The outbox also delivers the visit counts' weekly report (kind 'report'). SQLite widens a CHECK
-- only by making the table anew: every row is copied as it is, and the index made again.
CREATE TABLE submissions_with_reports (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'career', 'report')),
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
  claimed_by TEXT,
  claimed_until INTEGER
);
INSERT INTO submissions_with_reports (
  id, reference, kind, fields, resume_file, resume_name, resume_bytes, message_id, created_at, status, attempts,
  next_attempt_at, last_error, sent_at, claimed_by, claimed_until
)
SELECT
  id, reference, kind, fields, resume_file, resume_name, resume_bytes, message_id, created_at, status, attempts,
  next_attempt_at, last_error, sent_at, claimed_by, claimed_until
FROM submissions;
DROP TABLE submissions;
ALTER TABLE submissions_with_reports RENAME TO submissions;
CREATE INDEX submissions_due ON submissions (status, next_attempt_at);
