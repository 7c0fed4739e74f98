-- Page views as they arrived, deleted after a bounded time (app/insights/protocol.ts).
CREATE TABLE insights_views (
  id INTEGER PRIMARY KEY,
  day TEXT NOT NULL,
  at INTEGER NOT NULL,
  path TEXT NOT NULL,
  referrer TEXT NOT NULL,
  device TEXT NOT NULL,
  visitor TEXT NOT NULL
);
CREATE INDEX insights_views_day ON insights_views (day);

-- Page views and unique visitors per day, for the whole site ('site', '') and per page, referring
-- host and device class; made from insights_views, kept for good.
CREATE TABLE insights_daily (
  day TEXT NOT NULL,
  dimension TEXT NOT NULL CHECK (dimension IN ('site', 'page', 'referrer', 'device')),
  value TEXT NOT NULL,
  views INTEGER NOT NULL,
  visitors INTEGER NOT NULL,
  PRIMARY KEY (day, dimension, value)
);

-- Core Web Vitals: samples per day, page, metric and bucket (its upper bound), kept for good.
CREATE TABLE insights_vitals (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  metric TEXT NOT NULL,
  bucket INTEGER NOT NULL,
  samples INTEGER NOT NULL,
  PRIMARY KEY (day, path, metric, bucket)
);

-- The day's salt of the visitor hash; deleted once its day is over.
CREATE TABLE insights_salts (
  day TEXT PRIMARY KEY,
  salt BLOB NOT NULL
);
