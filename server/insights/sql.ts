/**
 * The statements of the visit counts, the same on SQLite and PostgreSQL (server/db/database.ts:
 * parameters `$1`, `$2`…).
 */
import { visitGapMs } from "../../core/protocols/insights-protocol.ts";

/** Page views as they arrived, `values` the rows' list (valuesOf in server/db/database.ts). */
export const insertViews = (values: string) =>
  `INSERT INTO insights_views (day, at, path, referrer, device, browser, os, channel, campaign, country, visitor) VALUES ${values}`;

/** A visit's other events as they arrived, `values` the rows' list. */
export const insertEvents = (values: string) =>
  `INSERT INTO insights_events (day, at, visitor, kind, path, target, amount) VALUES ${values}`;

/** Samples added to the histograms, `values` the rows' list, each bucket once. */
export const addVitals = (values: string) => `
INSERT INTO insights_vitals (day, path, metric, bucket, device, samples) VALUES ${values}
ON CONFLICT (day, path, metric, bucket, device) DO UPDATE SET samples = insights_vitals.samples + excluded.samples`;

/**
 * The daily counts of day $1, made again from its raw views and events: page views and unique
 * visitors for the site, each page, referring host, device class, browser, operating system and
 * country; events and unique visitors per goal (kind and target). The visits' figures are
 * rollUpVisits's.
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
  UNION ALL SELECT day, 'country', country, COUNT(*), COUNT(DISTINCT visitor)
    FROM insights_views WHERE day = $1 AND country <> '' GROUP BY day, country
  UNION ALL SELECT day, 'goal', kind || ':' || target, COUNT(*), COUNT(DISTINCT visitor)
    FROM insights_events WHERE day = $1 AND kind <> 'engage' GROUP BY day, kind, target
) AS counts WHERE true
ON CONFLICT (day, dimension, value) DO UPDATE SET views = excluded.views, visitors = excluded.visitors`;

/** Before rollUpVisits: a visit's entry, exit, channel and campaign may change as it goes on. */
export const clearVisits = `
DELETE FROM insights_daily WHERE day = $1 AND dimension IN ('entry', 'exit', 'channel', 'campaign')`;

/** An event `e` of day $1 belongs to the visit `b` (a row of `bounded`): the visitor's, from its start to their next visit's. */
const eventInVisit = "e.day = $1 AND e.visitor = b.visitor AND e.at >= b.started AND (b.ends IS NULL OR e.at < b.ends)";

/** The visits of day $1 as common table expressions: `framed`, its views with their visit, and `scored`, a row per visit. */
const visitsOfTheDay = `
marked AS (
  SELECT id, at, path, referrer, device, browser, os, channel, campaign, country, visitor,
    CASE WHEN at - LAG(at) OVER (PARTITION BY visitor ORDER BY at, id) <= ${visitGapMs} THEN 0 ELSE 1 END AS starts
  FROM insights_views WHERE day = $1
), numbered AS (
  SELECT id, at, path, referrer, device, browser, os, channel, campaign, country, visitor,
    SUM(starts) OVER (PARTITION BY visitor ORDER BY at, id ROWS UNBOUNDED PRECEDING) AS visit
  FROM marked
), framed AS MATERIALIZED (
  SELECT visitor, visit, at, path, referrer, device, browser, os, country,
    FIRST_VALUE(path) OVER whole AS entry, LAST_VALUE(path) OVER whole AS leaving,
    FIRST_VALUE(channel) OVER whole AS channel, FIRST_VALUE(campaign) OVER whole AS campaign,
    FIRST_VALUE(country) OVER whole AS first_country, FIRST_VALUE(device) OVER whole AS first_device
  FROM numbered
  WINDOW whole AS (PARTITION BY visitor, visit ORDER BY at, id ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
), visits AS (
  SELECT visitor, visit, MIN(at) AS started, COUNT(*) AS pages, MIN(entry) AS entry, MIN(leaving) AS leaving,
    MIN(channel) AS channel, MIN(campaign) AS campaign, MIN(first_country) AS country, MIN(first_device) AS device
  FROM framed GROUP BY visitor, visit
), bounded AS (
  SELECT visitor, visit, started, pages, entry, leaving, channel, campaign, country, device,
    LEAD(started) OVER (PARTITION BY visitor ORDER BY started) AS ends
  FROM visits
), scored AS MATERIALIZED (
  SELECT b.visitor, b.visit, b.pages, b.entry, b.leaving, CASE WHEN b.channel = '' THEN 'Direct' ELSE b.channel END AS channel,
    b.campaign, b.country, b.device,
    COALESCE(SUM(CASE WHEN e.kind = 'engage' THEN e.amount ELSE 0 END), 0) AS duration,
    MAX(CASE WHEN e.kind = 'conversion' THEN 1 ELSE 0 END) AS converted
  FROM bounded AS b LEFT JOIN insights_events AS e
    ON ${eventInVisit}
  GROUP BY b.visitor, b.visit, b.pages, b.entry, b.leaving, b.channel, b.campaign, b.country, b.device
)`;

/** Visits' figures of a group of rows, each a visit: its visitor, pages, duration and conversion. */
const visitFigures = `COUNT(DISTINCT visitor), COUNT(*), SUM(CASE WHEN pages = 1 THEN 1 ELSE 0 END), SUM(duration), SUM(converted)`;

/**
 * The visits of day $1, from its raw views and events (ADR 0182). A visitor's view starts a visit
 * when it is their first of the day (the hash is the day's) or comes more than visitGapMs after
 * their one before. A visit's entry is its first page, its exit its last, its channel and campaign
 * those of its first page ("Direct" if it named none); it bounced if it had one page; its duration
 * is the time its pages were seen; it converted if a form was accepted from the visitor between
 * its start and the next visit's. Per value: visits, unique visitors, bounces, summed duration,
 * conversions (for the site's row, only the visits' columns: its views are rollUp's).
 */
export const rollUpVisits = `
INSERT INTO insights_daily (day, dimension, value, views, visitors, visits, bounces, duration, conversions)
WITH ${visitsOfTheDay}, tallied AS (
  SELECT 'site' AS dimension, '' AS value, visitor, pages, duration, converted FROM scored
  UNION ALL SELECT 'entry', entry, visitor, pages, duration, converted FROM scored
  UNION ALL SELECT 'exit', leaving, visitor, pages, duration, converted FROM scored
  UNION ALL SELECT 'channel', channel, visitor, pages, duration, converted FROM scored
  UNION ALL SELECT 'campaign', campaign, visitor, pages, duration, converted FROM scored WHERE campaign <> ''
)
SELECT CAST($1 AS text), dimension, value, COUNT(*), ${visitFigures}
FROM tallied WHERE true GROUP BY dimension, value
ON CONFLICT (day, dimension, value) DO UPDATE SET
  visits = excluded.visits, bounces = excluded.bounces, duration = excluded.duration, conversions = excluded.conversions`;

export const clearFiltered = "DELETE FROM insights_filtered WHERE day = $1";

/**
 * Whether the counts within the filters of day $1 are up to date: made from every page view of
 * the day that the daily counts have. The device filter holds every visit once (a visit has one
 * first device), so its page views add up to the day's exactly when both were made from the same
 * views; a day without views has nothing to make.
 */
export const filtersCurrent = `
SELECT COALESCE((SELECT SUM(views) FROM insights_filtered WHERE day = $1 AND filter = 'device' AND dimension = 'site'), 0)
  = COALESCE((SELECT views FROM insights_daily WHERE day = $1 AND dimension = 'site' AND value = ''), 0) AS current`;

/**
 * The counts of day $1 within each filter (ADR 0186): the visits of a channel, a campaign, a
 * country or a device class (their first page's), that entered at a page, or that viewed a page.
 * Within each: the site's page views (of those visits) and visits; their pages, referring hosts,
 * countries, devices, browsers and systems (page views); their channels, campaigns, entry and
 * exit pages (visits); their goals (events and visitors, each event in the visit that `scored`
 * gives it).
 */
export const rollUpFiltered = `
INSERT INTO insights_filtered
  (day, filter, filter_value, dimension, value, views, visitors, visits, bounces, duration, conversions)
WITH ${visitsOfTheDay}, filters AS MATERIALIZED (
  SELECT visitor, visit, 'channel' AS filter, channel AS filter_value FROM scored
  UNION ALL SELECT visitor, visit, 'campaign', campaign FROM scored WHERE campaign <> ''
  UNION ALL SELECT visitor, visit, 'country', country FROM scored WHERE country <> ''
  UNION ALL SELECT visitor, visit, 'device', device FROM scored
  UNION ALL SELECT visitor, visit, 'entry', entry FROM scored
  UNION ALL SELECT DISTINCT visitor, visit, 'page', path FROM framed
), chosen AS MATERIALIZED (
  SELECT f.filter, f.filter_value, s.visitor, s.pages, s.entry, s.leaving, s.channel, s.campaign, s.duration, s.converted
  FROM filters AS f JOIN scored AS s ON s.visitor = f.visitor AND s.visit = f.visit
), viewed AS MATERIALIZED (
  SELECT f.filter, f.filter_value, v.visitor, v.path, v.referrer, v.country, v.device, v.browser, v.os
  FROM filters AS f JOIN framed AS v ON v.visitor = f.visitor AND v.visit = f.visit
), by_view AS (
  SELECT filter, filter_value, 'page' AS dimension, path AS value, visitor FROM viewed
  UNION ALL SELECT filter, filter_value, 'referrer', referrer, visitor FROM viewed WHERE referrer <> ''
  UNION ALL SELECT filter, filter_value, 'country', country, visitor FROM viewed WHERE country <> ''
  UNION ALL SELECT filter, filter_value, 'device', device, visitor FROM viewed
  UNION ALL SELECT filter, filter_value, 'browser', browser, visitor FROM viewed WHERE browser <> ''
  UNION ALL SELECT filter, filter_value, 'os', os, visitor FROM viewed WHERE os <> ''
), by_visit AS (
  SELECT filter, filter_value, 'site' AS dimension, '' AS value, visitor, pages, duration, converted FROM chosen
  UNION ALL SELECT filter, filter_value, 'channel', channel, visitor, pages, duration, converted FROM chosen
  UNION ALL SELECT filter, filter_value, 'campaign', campaign, visitor, pages, duration, converted FROM chosen
    WHERE campaign <> ''
  UNION ALL SELECT filter, filter_value, 'entry', entry, visitor, pages, duration, converted FROM chosen
  UNION ALL SELECT filter, filter_value, 'exit', leaving, visitor, pages, duration, converted FROM chosen
)
SELECT CAST($1 AS text), filter, filter_value, dimension, value, COUNT(*), COUNT(DISTINCT visitor), 0, 0, 0, 0
  FROM by_view GROUP BY filter, filter_value, dimension, value
UNION ALL
SELECT CAST($1 AS text), filter, filter_value, dimension, value, SUM(pages), ${visitFigures}
  FROM by_visit GROUP BY filter, filter_value, dimension, value
UNION ALL
SELECT CAST($1 AS text), f.filter, f.filter_value, 'goal', e.kind || ':' || e.target, COUNT(*), COUNT(DISTINCT e.visitor),
  0, 0, 0, 0
  FROM insights_events AS e
  JOIN bounded AS b ON ${eventInVisit}
  JOIN filters AS f ON f.visitor = b.visitor AND f.visit = b.visit
  WHERE e.kind <> 'engage'
  GROUP BY f.filter, f.filter_value, e.kind, e.target`;

export const purgeViews = "DELETE FROM insights_views WHERE day < $1";
export const purgeEvents = "DELETE FROM insights_events WHERE day < $1";

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

export const visits = `
SELECT value, SUM(visits) AS visits, SUM(visitors) AS visitors, SUM(bounces) AS bounces, SUM(duration) AS duration,
  SUM(conversions) AS conversions
FROM insights_daily WHERE dimension = $1 AND day BETWEEN $2 AND $3
GROUP BY value ORDER BY SUM(visits) DESC, value`;

export const histograms = `
SELECT path, metric, bucket, device, SUM(samples) AS samples FROM insights_vitals
WHERE day BETWEEN $1 AND $2 GROUP BY path, metric, bucket, device`;

/** Claims the week $1 at the time $2, unless it is claimed already (then no row changes). */
export const claimWeek =
  "INSERT INTO insights_reports (week, claimed_at) VALUES ($1, $2) ON CONFLICT (week) DO NOTHING";

/** Takes over the week $1's claim made before $3 and never queued. */
export const retakeWeek =
  "UPDATE insights_reports SET claimed_at = $2 WHERE week = $1 AND queued = 0 AND claimed_at < $3";

export const weekQueued = "UPDATE insights_reports SET queued = 1 WHERE week = $1";

/** Per day, the page views and visitors within the filter $1 = $2, from $3 to $4. */
export const filteredDaily = `
SELECT day, views, visitors FROM insights_filtered
WHERE filter = $1 AND filter_value = $2 AND dimension = 'site' AND day BETWEEN $3 AND $4 ORDER BY day`;

/** The counts of dimension $3 within the filter $1 = $2 over the days $4 to $5: most visits, then most views, first. */
export const filteredTotals = `
SELECT value, SUM(views) AS views, SUM(visitors) AS visitors, SUM(visits) AS visits, SUM(bounces) AS bounces,
  SUM(duration) AS duration, SUM(conversions) AS conversions
FROM insights_filtered WHERE filter = $1 AND filter_value = $2 AND dimension = $3 AND day BETWEEN $4 AND $5
GROUP BY value ORDER BY SUM(visits) DESC, SUM(views) DESC, value`;
