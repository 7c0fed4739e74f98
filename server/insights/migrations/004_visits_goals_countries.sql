-- Visits as Plausible counts them (30 minutes without a page view end one), their length and
-- bounces, goals and countries (server/insights/sql.ts, rollUpVisits).
--
-- The events of a visit besides its page views: how long a page was seen ('engage', amount in
-- ms), a click to another site ('outbound', target its host), a download ('download', target
-- the file) and an accepted form ('conversion', target the form), with the day's visitor hash.
-- Deleted with the raw views.
CREATE TABLE insights_events (
  id {{row_id}},
  day text NOT NULL,
  at bigint NOT NULL,
  visitor text NOT NULL,
  kind text NOT NULL,
  path text NOT NULL,
  target text NOT NULL,
  amount bigint NOT NULL
);
CREATE INDEX insights_events_day ON insights_events (day, visitor, at);

-- The country of the address a view came from (server/insights/country.ts), not the address.
ALTER TABLE insights_views ADD COLUMN country text NOT NULL DEFAULT '';

-- The daily counts gain the visits' figures and three dimensions; made anew as 002 made them.
CREATE TABLE insights_daily_visits (
  day text NOT NULL,
  dimension text NOT NULL CHECK (
    dimension IN (
      'site', 'page', 'referrer', 'device', 'browser', 'os', 'channel', 'campaign', 'entry', 'exit', 'goal', 'country'
    )
  ),
  value text NOT NULL,
  views integer NOT NULL,
  visitors integer NOT NULL,
  visits integer NOT NULL DEFAULT 0,
  bounces integer NOT NULL DEFAULT 0,
  duration bigint NOT NULL DEFAULT 0,
  conversions integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, dimension, value)
);
-- Days counted before: a visit was a first page, as the channels counted them.
INSERT INTO insights_daily_visits (day, dimension, value, views, visitors, visits)
  SELECT day, dimension, value, views, visitors, CASE WHEN dimension IN ('channel', 'campaign', 'entry') THEN views ELSE 0 END
  FROM insights_daily;
UPDATE insights_daily_visits SET visits = (
  SELECT COALESCE(SUM(channels.views), 0) FROM insights_daily AS channels
  WHERE channels.day = insights_daily_visits.day AND channels.dimension = 'channel'
) WHERE dimension = 'site';
DROP TABLE insights_daily;
ALTER TABLE insights_daily_visits RENAME TO insights_daily;
