-- The vitals per device class as well (a report's viewport class; '' for those kept before,
-- which count for the whole site only). The key widens, so the table is made anew and its rows
-- copied, as 002 does for the daily counts.

CREATE TABLE insights_vitals_by_device (
  day text NOT NULL,
  path text NOT NULL,
  metric text NOT NULL,
  bucket integer NOT NULL,
  device text NOT NULL DEFAULT '',
  samples bigint NOT NULL,
  PRIMARY KEY (day, path, metric, bucket, device)
);
INSERT INTO insights_vitals_by_device (day, path, metric, bucket, device, samples)
  SELECT day, path, metric, bucket, '', samples FROM insights_vitals;
DROP TABLE insights_vitals;
ALTER TABLE insights_vitals_by_device RENAME TO insights_vitals;
