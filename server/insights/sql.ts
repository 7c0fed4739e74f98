/**
 * The statements of the visit counts, the same on SQLite and PostgreSQL (server/db/database.ts:
 * parameters `$1`, `$2`…).
 */

/** Page views as they arrived, `values` the rows' list (valuesOf in server/db/database.ts). */
export const insertViews = (values: string) =>
  `INSERT INTO insights_views (day, at, path, referrer, device, browser, os, channel, campaign, visitor) VALUES ${values}`;

/** Samples added to the histograms, `values` the rows' list, each bucket once. */
export const addVitals = (values: string) => `
INSERT INTO insights_vitals (day, path, metric, bucket, device, samples) VALUES ${values}
ON CONFLICT (day, path, metric, bucket, device) DO UPDATE SET samples = insights_vitals.samples + excluded.samples`;

/**
 * The daily counts of day $1, made again from its raw views: page views and unique visitors for
 * the site, each page, referring host, device class, browser and operating system; visits (the
 * first pages, those with a channel) and unique visitors per channel, campaign and entry page.
 */
export const rollUp = `
INSERT INTO insights_daily (day, dimension, value, views, visitors)
SELECT day, dimension, value, views, visitors FROM (
  SELECT day, 'site' AS dimension, '' AS value, COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors
    FROM insights_views WHERE day = $1 GROUP BY day
  UNION ALL SELECT day, 'page', path, COUNT(*), COUNT(DISTINCT visitor)
    FROM insights_views WHERE day = $1 GROUP BY day, path
  UNION ALL SELECT day, 'referrer', referrer, COUNT(*), COUNT(DISTINCT visitor)
    FROM insights_views WHERE day = $1 AND referrer <> '' GROUP BY day, referrer
  UNION ALL SELECT day, 'device', device, COUNT(*), COUNT(DISTINCT visitor)
    FROM insights_views WHERE day = $1 GROUP BY day, device
  UNION ALL SELECT day, 'browser', browser, COUNT(*), COUNT(DISTINCT visitor)
    FROM insights_views WHERE day = $1 AND browser <> '' GROUP BY day, browser
  UNION ALL SELECT day, 'os', os, COUNT(*), COUNT(DISTINCT visitor)
    FROM insights_views WHERE day = $1 AND os <> '' GROUP BY day, os
  UNION ALL SELECT day, 'channel', channel, COUNT(*), COUNT(DISTINCT visitor)
    FROM insights_views WHERE day = $1 AND channel <> '' GROUP BY day, channel
  UNION ALL SELECT day, 'campaign', campaign, COUNT(*), COUNT(DISTINCT visitor)
    FROM insights_views WHERE day = $1 AND campaign <> '' GROUP BY day, campaign
  UNION ALL SELECT day, 'entry', path, COUNT(*), COUNT(DISTINCT visitor)
    FROM insights_views WHERE day = $1 AND channel <> '' GROUP BY day, path
) AS counts WHERE true
ON CONFLICT (day, dimension, value) DO UPDATE SET views = excluded.views, visitors = excluded.visitors`;

export const purgeViews = "DELETE FROM insights_views WHERE day < $1";

export const makeSalt = "INSERT INTO insights_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING";
export const dropSalts = "DELETE FROM insights_salts WHERE day < $1";
export const readSalt = "SELECT salt FROM insights_salts WHERE day = $1";

export const daily = `
SELECT day, views, visitors FROM insights_daily
WHERE dimension = 'site' AND day BETWEEN $1 AND $2 ORDER BY day`;

/** Page views and unique visitors since the time $2 (ms), of the days from $1 on: the visitors on the site now. */
export const recent = `
SELECT COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors FROM insights_views WHERE day >= $1 AND at >= $2`;

export const totals = `
SELECT value, SUM(views) AS views, SUM(visitors) AS visitors FROM insights_daily
WHERE dimension = $1 AND day BETWEEN $2 AND $3
GROUP BY value ORDER BY views DESC, value`;

export const histograms = `
SELECT path, metric, bucket, device, SUM(samples) AS samples FROM insights_vitals
WHERE day BETWEEN $1 AND $2 GROUP BY path, metric, bucket, device`;
