-- The weekly reports by e-mail (server/insights/weekly.ts): a week, by its Monday, is claimed by
-- one instance, which queues its mail in the outbox and marks it queued. A claim not queued within
-- its lapse is taken over by another.
CREATE TABLE insights_reports (
  week text PRIMARY KEY,
  claimed_at bigint NOT NULL,
  queued integer NOT NULL DEFAULT 0
);
