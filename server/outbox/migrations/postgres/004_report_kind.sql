-- The outbox also delivers the visit counts' weekly report (kind 'report').
ALTER TABLE submissions DROP CONSTRAINT submissions_kind_check;
ALTER TABLE submissions ADD CONSTRAINT submissions_kind_check CHECK (kind IN ('contact', 'career', 'report'));
