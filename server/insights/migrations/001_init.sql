-- The visit counts (SQLite or PostgreSQL: written once for both, see server/db/migrations.ts).

-- Page views as they arrived, deleted after a bounded time (core/protocols/insights-protocol.ts).
CREATE TABLE insights_views (
  id {{row_id}},
  day text NOT NULL,
  at bigint NOT NULL,
  path text NOT NULL,
  referrer text NOT NULL,
  device text NOT NULL,
  visitor text NOT NULL
);
CREATE INDEX insights_views_day ON insights_views (day);

-- Page views and unique visitors per day, for the whole site ('site', '') and per page, referring
-- host and device class; made from insights_views, kept for good.
CREATE TABLE insights_daily (
  day text NOT NULL,
  dimension text NOT NULL CHECK (dimension IN ('site', 'page', 'referrer', 'device')),
  value text NOT NULL,
  views integer NOT NULL,
  visitors integer NOT NULL,
  PRIMARY KEY (day, dimension, value)
);

-- Core Web Vitals: samples per day, page, metric and bucket (its upper bound), kept for good.
CREATE TABLE insights_vitals (
  day text NOT NULL,
  path text NOT NULL,
  metric text NOT NULL,
  bucket integer NOT NULL,
  samples bigint NOT NULL,
  PRIMARY KEY (day, path, metric, bucket)
);

-- The day's salt of the visitor hash; deleted once its day is over.
CREATE TABLE insights_salts (
  day text PRIMARY KEY,
  salt {{bytes}} NOT NULL
);
