-- Proofs of work already used by a submission, kept until their challenge expires, so that a
-- proof serves once across every instance. Rows past expires_at are deleted as new ones arrive.
CREATE TABLE spent_proofs (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX spent_proofs_expiry ON spent_proofs (expires_at);
