-- The daily counts within each filter of the dashboard (server/insights/sql.ts, rollUpFiltered):
-- per filter (a visit's channel, campaign, country, device class or entry page, or a page it
-- viewed) and value, the counts of each dimension, as insights_daily has them for the whole site.
-- Made anew with each roll-up of a day, kept for good.
CREATE TABLE insights_filtered (
  day text NOT NULL,
  filter text NOT NULL,
  filter_value text NOT NULL,
  dimension text NOT NULL,
  value text NOT NULL,
  views integer NOT NULL,
  visitors integer NOT NULL,
  visits integer NOT NULL,
  bounces integer NOT NULL,
  duration bigint NOT NULL,
  conversions integer NOT NULL,
  PRIMARY KEY (filter, filter_value, dimension, day, value)
);
-- Each roll-up makes its day anew.
CREATE INDEX insights_filtered_day ON insights_filtered (day);
