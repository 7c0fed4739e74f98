-- Times become milliseconds since the epoch (bigint), as in the SQLite file and the admin tables,
-- so that both engines run the same statements. resume_file joins for the same reason: it is
-- always NULL here, where a resume is kept in submission_resumes rather than as a file.

ALTER TABLE submissions
  ALTER COLUMN created_at TYPE bigint USING round(extract(epoch FROM created_at) * 1000)::bigint,
  ALTER COLUMN next_attempt_at TYPE bigint USING round(extract(epoch FROM next_attempt_at) * 1000)::bigint,
  ALTER COLUMN sent_at TYPE bigint USING round(extract(epoch FROM sent_at) * 1000)::bigint,
  ALTER COLUMN claimed_until TYPE bigint USING round(extract(epoch FROM claimed_until) * 1000)::bigint,
  ADD COLUMN resume_file text;

ALTER TABLE spent_proofs
  ALTER COLUMN expires_at TYPE bigint USING round(extract(epoch FROM expires_at) * 1000)::bigint;
