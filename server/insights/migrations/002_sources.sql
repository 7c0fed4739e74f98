-- Where visits come from and what they are read with (server/insights/sources.ts): four columns
-- of the raw views, and the daily counts' new dimensions. The daily table is made anew with the
-- wider check, its rows copied (neither engine widens a CHECK in place the same way).

ALTER TABLE insights_views ADD COLUMN browser text NOT NULL DEFAULT '';
ALTER TABLE insights_views ADD COLUMN os text NOT NULL DEFAULT '';
ALTER TABLE insights_views ADD COLUMN channel text NOT NULL DEFAULT '';
ALTER TABLE insights_views ADD COLUMN campaign text NOT NULL DEFAULT '';

CREATE TABLE insights_daily_sources (
  day text NOT NULL,
  dimension text NOT NULL CHECK (
    dimension IN ('site', 'page', 'referrer', 'device', 'browser', 'os', 'channel', 'campaign', 'entry')
  ),
  value text NOT NULL,
  views integer NOT NULL,
  visitors integer NOT NULL,
  PRIMARY KEY (day, dimension, value)
);
INSERT INTO insights_daily_sources (day, dimension, value, views, visitors)
  SELECT day, dimension, value, views, visitors FROM insights_daily;
DROP TABLE insights_daily;
ALTER TABLE insights_daily_sources RENAME TO insights_daily;
