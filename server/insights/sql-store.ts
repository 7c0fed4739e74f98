/**
 * The visit counts on either engine (open.ts picks it): the same statements on the SQLite file
 * DATA_DIR/insights.db (on a thread of its own, so that a batch of views, a day's roll-up or a
 * dashboard's query never holds up the event loop) and on the PostgreSQL of DATABASE_URL,
 * written by every instance.
 */
import { randomBytes } from "node:crypto";
import { inChunks, type Queries, type SqlValue, type Statement, valuesOf } from "../db/database.ts";
import type { PartDatabase } from "../db/open.ts";
import * as sql from "./sql.ts";
import type { HistogramRow, InsightsStore, VisitCount } from "./store.ts";
import { dayOf } from "./visitor.ts";

/** Key of the advisory lock that lets one roll-up run at a time across instances ("rollup"). */
const rollUpLockKey = 0x726f6c6c7570;

/** Rows per statement of a batch (eleven values each at most, well within both engines' limits). */
const rowsPerStatement = 500;

/** `rows` inserted by statements of bounded length. */
const inserts = (statement: (values: string) => string, rows: SqlValue[][]): Statement[] =>
  inChunks(rows, rowsPerStatement).map((chunk) => {
    const { list, params } = valuesOf(chunk);
    return { sql: statement(list), params };
  });

const counts = (row: Record<string, unknown>) => ({ views: Number(row.views), visitors: Number(row.visitors) });

const visitCount = (row: Record<string, unknown>): VisitCount => ({
  value: String(row.value),
  visits: Number(row.visits),
  visitors: Number(row.visitors),
  bounces: Number(row.bounces),
  duration: Number(row.duration),
  conversions: Number(row.conversions),
});

/** Whether day's filters are current (sql.filtersCurrent); PostgreSQL answers a boolean, SQLite 0 or 1: Number() reads both. */
async function filtersCurrentIn(queries: Queries, day: string): Promise<boolean> {
  const [row] = await queries.all(sql.filtersCurrent, [day]);
  return Number(row?.current) === 1;
}

export function openSqlInsightsStore(db: PartDatabase): InsightsStore {
  return {
    kind: db.dialect,
    ready: () => db.ready(),
    async write(views, vitals, events = []) {
      await db.batch([
        ...inserts(
          sql.insertViews,
          views.map((view) => [
            view.day,
            view.at,
            view.path,
            view.referrer,
            view.device,
            view.browser,
            view.os,
            view.channel,
            view.campaign,
            view.country,
            view.visitor,
          ]),
        ),
        ...inserts(
          sql.insertEvents,
          events.map((event) => [
            event.day,
            event.at,
            event.visitor,
            event.kind,
            event.path,
            event.target,
            event.amount,
          ]),
        ),
        ...inserts(
          sql.addVitals,
          vitals.map((vital) => [vital.day, vital.path, vital.metric, vital.bucket, vital.device, vital.samples]),
        ),
      ]);
    },
    async salt(day) {
      const [, , [row] = []] = await db.batch([
        { sql: sql.makeSalt, params: [day, randomBytes(32)] },
        { sql: sql.dropSalts, params: [day] },
        { sql: sql.readSalt, params: [day] },
      ]);
      if (!(row?.salt instanceof Uint8Array)) throw new Error("insights: no salt was made");
      return Buffer.from(row.salt);
    },
    async dropSaltsBefore(day) {
      await db.run(sql.dropSalts, [day]);
    },
    async rollUp(day) {
      await db.batch(
        [
          { sql: sql.rollUp, params: [day] },
          { sql: sql.clearVisits, params: [day] },
          { sql: sql.rollUpVisits, params: [day] },
        ],
        { lock: rollUpLockKey },
      );
    },
    async rollUpFilters(day) {
      // Asked again under the lock: an instance that waited for it finds the counts another made.
      return db.transaction(
        async (tx) => {
          if (await filtersCurrentIn(tx, day)) return false;
          await tx.run(sql.clearFiltered, [day]);
          await tx.run(sql.rollUpFiltered, [day]);
          return true;
        },
        { lock: rollUpLockKey },
      );
    },
    filtersCurrent: (day) => filtersCurrentIn(db, day),
    async purgeViews(before) {
      await db.run(sql.purgeEvents, [before]);
      return db.run(sql.purgeViews, [before]);
    },
    async daily(from, to) {
      const rows = await db.all(sql.daily, [from, to]);
      return rows.map((row) => ({ day: String(row.day), ...counts(row) }));
    },
    async recent(since) {
      const [row] = await db.all(sql.recent, [dayOf(since), since]);
      return row ? counts(row) : { views: 0, visitors: 0 };
    },
    async totals(dimension, from, to) {
      const rows = await db.all(sql.totals, [dimension, from, to]);
      return rows.map((row) => ({ value: String(row.value), ...counts(row) }));
    },
    async visits(dimension, from, to) {
      const rows = await db.all(sql.visits, [dimension, from, to]);
      return rows.map(visitCount);
    },
    async filteredDaily(filter, from, to) {
      const rows = await db.all(sql.filteredDaily, [filter.dimension, filter.value, from, to]);
      return rows.map((row) => ({ day: String(row.day), ...counts(row) }));
    },
    async filtered(filter, dimension, from, to) {
      const rows = await db.all(sql.filteredTotals, [filter.dimension, filter.value, dimension, from, to]);
      return rows.map((row) => ({ ...visitCount(row), views: Number(row.views) }));
    },
    async claimWeek(week, now, lapsedBefore) {
      if ((await db.run(sql.claimWeek, [week, now])) > 0) return true;
      return (await db.run(sql.retakeWeek, [week, now, lapsedBefore])) > 0;
    },
    async weekQueued(week) {
      await db.run(sql.weekQueued, [week]);
    },
    async histograms(from, to) {
      const rows = await db.all(sql.histograms, [from, to]);
      return rows.map((row) => ({
        path: String(row.path),
        metric: row.metric as HistogramRow["metric"],
        bucket: Number(row.bucket),
        device: String(row.device) as HistogramRow["device"],
        samples: Number(row.samples),
      }));
    },
    close: () => db.close(),
  };
}
