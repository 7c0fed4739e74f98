-- Proofs of work already used by a submission, kept until their challenge expires, so that a
-- proof serves once. Rows past expires_at are deleted as new ones arrive.
-- IF NOT EXISTS: a file made before the outbox's SQLite migrations may have it already.
CREATE TABLE IF NOT EXISTS spent_proofs (
  signature TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS spent_proofs_expiry ON spent_proofs (expires_at);
