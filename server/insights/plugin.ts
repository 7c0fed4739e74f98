/**
 * Visit counts and real-user Core Web Vitals: the public collection endpoint (collect.ts), the
 * write buffer (batcher.ts), the store in the outbox's database (store.ts) and the minute's
 * maintenance (maintenance.ts). The dashboard (dashboard.ts) is registered by the admin area,
 * behind its sign-in, with the store this returns.
 */
import type { FastifyInstance } from "fastify";
import type { Registry } from "prom-client";
import type { Config } from "../config.ts";
import { createBatcher } from "./batcher.ts";
import { registerCollection } from "./collect.ts";
import { type Maintenance, scheduleMaintenance } from "./maintenance.ts";
import { createInsightsMetrics } from "./metrics.ts";
import { openInsightsStore } from "./open.ts";
import { createPageList, type PageList } from "./pages.ts";
import type { InsightsStore } from "./store.ts";
import { createDailySalts } from "./visitor.ts";

export interface InsightsOptions {
  config: Config;
  /** The registry of /metrics, which gains the reports accepted and dropped. */
  registry: Registry;
}

export interface Insights {
  /** For registerInsightsDashboard. */
  store: InsightsStore;
  /** The pages a view may name; `reload(buildDir)` after a new build is switched in. */
  pages: PageList;
  /** Writes what is buffered and makes today's counts now (tests, and before a shutdown). */
  settle(): Promise<void>;
}

export async function registerInsights(app: FastifyInstance, { config, registry }: InsightsOptions): Promise<Insights> {
  const store = openInsightsStore(config, app.log);
  const metrics = createInsightsMetrics(registry);
  const batcher = createBatcher({
    write: (views, vitals) => store.write(views, vitals),
    log: app.log,
    dropped: metrics.dropped,
  });
  const pages = createPageList(config.buildDir);
  let maintenance: Maintenance | undefined;
  app.addHook("onReady", async () => {
    maintenance = scheduleMaintenance(store, app.log);
  });
  app.addHook("onClose", async () => {
    await maintenance?.stop();
    await batcher.flush();
    await store.close();
  });
  await registerCollection(app, {
    batcher,
    pages,
    salts: createDailySalts((day) => store.salt(day)),
    metrics,
    siteUrl: config.SITE_URL,
    perMinute: config.INSIGHTS_REPORTS_PER_MINUTE,
  });
  const insights: Insights = {
    store,
    pages,
    async settle() {
      await batcher.flush();
      await maintenance?.run();
    },
  };
  app.decorate("insights", insights);
  return insights;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Visit counts and vitals (server/insights/plugin.ts): the store the dashboard reads. */
    insights: Insights;
  }
}
