/**
 * One server instance that publishes, for the multi-instance test and `npm run bench:publish`:
 * the live site (server/site.ts), /metrics, and publishing as server/app.ts starts it
 * (startPublishing: the `current` build at start-up, resume, PostgreSQL sync with DATABASE_URL),
 * configured from the environment like the server. In place of the editing API, which commits a
 * save and calls `publisher.request`, it takes POST /publish {commit, paths} on loopback;
 * GET /publish answers the status. PUBLISH_TEST_BUILD (JSON words) replaces `npm run build`.
 *   node scripts/lib/publish-instance-server.ts
 */
import Fastify from "fastify";
import { startPublishing, startupBuildDir } from "../../server/admin/publish/start.ts";
import { loadConfig } from "../../server/config.ts";
import { createMetricsRegistry, registerMetrics, registerPublishMetrics } from "../../server/metrics.ts";
import { registerSite } from "../../server/site.ts";

const config = loadConfig();
const app = Fastify({ logger: { level: config.LOG_LEVEL } });
const registry = createMetricsRegistry();
registerMetrics(app, registry, undefined);
const site = await registerSite(app, startupBuildDir(config));
const buildCommand = process.env.PUBLISH_TEST_BUILD
  ? (JSON.parse(process.env.PUBLISH_TEST_BUILD) as string[])
  : undefined;
const publisher = await startPublishing({
  config,
  site,
  log: app.log,
  metrics: registerPublishMetrics(registry, site),
  buildCommand,
});
app.post<{ Body: { commit: string; paths?: string[] } }>("/publish", async (request) => {
  publisher.request(request.body.commit, request.body.paths);
  return publisher.status();
});
app.get("/publish", async () => publisher.status());
app.addHook("onClose", () => publisher.close());
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.PORT, host: "127.0.0.1" });
