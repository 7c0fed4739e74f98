/**
 * Visit counts and real-user Core Web Vitals: the public collection endpoint (collect.ts), the
 * write buffer (batcher.ts), the store in the outbox's database (store.ts), the minute's
 * maintenance (maintenance.ts) and, with INSIGHTS_PORT, the collector process that answers the
 * endpoint on a port of its own (collector-process.ts). The dashboard (dashboard.ts) is
 * registered by the admin area, behind its sign-in, with the store of `app.insights`.
 *
 * A plugin that shares one thing with the app, `app.insights`; the collection's routes stay in a
 * scope of their own (collect.ts).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Registry } from "prom-client";
import type { Config } from "../config.ts";
import type { PeriodicJob } from "../periodic.ts";
import type { LiveSite } from "../site.ts";
import { type Conversion, registerCollection } from "./collect.ts";
import { type Collector, startCollector } from "./collector-process.ts";
import { scheduleMaintenance } from "./maintenance.ts";
import { createInsightsMetrics } from "./metrics.ts";
import { openInsightsStore } from "./open.ts";
import type { InsightsStore } from "./store.ts";
import { scheduleWeeklyReport, sendWeeklyReport, type WeeklyReportOptions } from "./weekly.ts";

export interface InsightsOptions {
  config: Config;
  /** The registry of /metrics, which gains the reports accepted and dropped. */
  registry: Registry;
  /** The build served: a view may name its pages, also after a switch to another. */
  site: Pick<LiveSite, "root" | "onSwitch">;
  /** The weekly report's clock (tests). */
  now?: () => number;
}

export interface Insights {
  /** For the dashboard (dashboard.ts). */
  store: InsightsStore;
  /** After a new build is switched in: the pages a view may name are its pages from then on. */
  reload(buildDir: string): void;
  /** With INSIGHTS_PORT, the collector's port once the server is ready (collector.ts). */
  collectorPort(): number | undefined;
  /** Writes what is buffered (the collector's too) and makes today's counts now (tests, and before a shutdown). */
  settle(): Promise<void>;
  /** Queues the last week's report if it is due at `now` and this instance claims it (weekly.ts; tests). */
  sendWeeklyReport(now: number): Promise<boolean>;
  /** Counts a form accepted from `request` as a goal of its visitor (collect.ts). */
  convert(request: FastifyRequest, form: Conversion): Promise<void>;
}

async function insights(app: FastifyInstance, { config, registry, site, now }: InsightsOptions): Promise<void> {
  const store = openInsightsStore(config, app.log);
  const metrics = createInsightsMetrics(registry);
  let buildDir = site.root;
  const { batcher, pages, convert } = await registerCollection(app, {
    store,
    buildDir,
    metrics,
    siteUrl: config.SITE_URL,
    perMinute: config.INSIGHTS_REPORTS_PER_MINUTE,
  });
  let maintenance: PeriodicJob | undefined;
  let weekly: PeriodicJob | undefined;
  let collector: Collector | undefined;
  // The forms' outbox delivers the report (the forms plugin is registered first).
  const weeklyOptions: WeeklyReportOptions = {
    store,
    siteUrl: config.SITE_URL,
    to: config.INSIGHTS_REPORT_TO,
    queue: (report) => app.queueReport(report),
    log: app.log,
    now,
  };
  app.addHook("onReady", async () => {
    maintenance = scheduleMaintenance(store, app.log);
    if (config.INSIGHTS_REPORT_TO.length > 0) weekly = scheduleWeeklyReport(weeklyOptions);
    if (config.INSIGHTS_PORT === undefined) return;
    // Once the store is migrated: the collector opens it too.
    await store.ready();
    collector = await startCollector(
      {
        host: config.HOST,
        port: config.INSIGHTS_PORT,
        logLevel: config.LOG_LEVEL,
        trustProxy: config.TRUST_PROXY,
        siteUrl: config.SITE_URL,
        perMinute: config.INSIGHTS_REPORTS_PER_MINUTE,
        buildDir,
        dataDir: config.dataDir,
        databaseUrl: config.DATABASE_URL,
      },
      { metrics, log: app.log },
    );
  });
  app.addHook("onClose", async () => {
    await collector?.close();
    await maintenance?.stop();
    await weekly?.stop();
    await batcher.flush();
    await store.close();
  });
  const handle: Insights = {
    store,
    reload(dir) {
      buildDir = dir;
      pages.reload(dir);
      collector?.reload(dir);
    },
    collectorPort: () => collector?.port,
    sendWeeklyReport: (now) => sendWeeklyReport(weeklyOptions, now),
    convert,
    async settle() {
      await collector?.flush();
      await batcher.flush();
      await maintenance?.run();
    },
  };
  app.decorate("insights", handle);
  site.onSwitch((root) => handle.reload(root));
}

export const insightsPlugin = fastifyPlugin(insights, { name: "insights", fastify: "5.x" });

declare module "fastify" {
  interface FastifyInstance {
    /** Visit counts and vitals (server/insights/plugin.ts): the store the dashboard reads. */
    insights: Insights;
  }
}
