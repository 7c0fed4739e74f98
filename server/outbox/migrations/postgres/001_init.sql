-- PostgreSQL outbox (DATABASE_URL): submissions and their resumes.
-- Applied once, in order, by server/db/migrations.ts; never edit a released migration, add the next one.

CREATE TABLE submissions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference uuid NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('contact', 'career')),
  fields jsonb NOT NULL,
  resume_name text,
  resume_bytes integer,
  message_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  sent_at timestamptz,
  -- The worker delivering the row, until when (a lease it renews while it works).
  claimed_by text,
  claimed_until timestamptz
);

-- Due deliveries, in order.
CREATE INDEX submissions_due ON submissions (next_attempt_at, id) WHERE status = 'pending';
-- Delivered rows by age, for the retention purge.
CREATE INDEX submissions_delivered ON submissions (created_at) WHERE status = 'sent';

-- A resume waits here, with its submission, until it has been delivered.
CREATE TABLE submission_resumes (
  submission_id bigint PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
  content bytea NOT NULL
);
-- PDFs are compressed already: store them out of line without trying again.
ALTER TABLE submission_resumes ALTER COLUMN content SET STORAGE EXTERNAL;
