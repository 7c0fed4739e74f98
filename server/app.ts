import type { FastifyInstance } from "fastify";
import { createBaseServer } from "./base-server.ts";
import type { Config } from "./config.ts";
import { formsPlugin } from "./forms/plugin.ts";
import { insightsPlugin } from "./insights/plugin.ts";
import type { MailTransport } from "./mail/transport.ts";
import { createMetricsRegistry, registerMetrics, registerPublishMetrics } from "./metrics.ts";
import { type LiveSite, registerSite } from "./site.ts";

export interface BuildOptions {
  /** Replaces the mail transport chosen from SMTP_URL (tests). */
  mailTransport?: MailTransport;
  /** The clock of the admin area's sessions and sign-in lockout (tests). */
  adminClock?: () => number;
  /** The clock of the visit counts' weekly report (tests). */
  insightsClock?: () => number;
  /** Replaces `npm run build` when the admin area publishes (tests with a stand-in build). */
  publishBuildCommand?: string[];
}

/** Builds the server: security headers, health check, the form endpoints and the prerendered site. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = createBaseServer({ logger: { level: config.LOG_LEVEL }, trustProxy: config.TRUST_PROXY });

  // With EDIT_REPO the site is the published build `current` names, once a publish has passed.
  const publishing = config.editRepo ? await import("./admin/publish/start.ts") : undefined;
  const siteRoot = publishing?.startupBuildDir(config) ?? config.buildDir;

  // One registry for /metrics, handed to each part that reports to it.
  const registry = createMetricsRegistry();
  registerMetrics(app, registry, config.METRICS_TOKEN);

  // A publish switches the served build; what follows it (the pages a visit may name, the forms'
  // refusal pages with the site's header and footer) subscribes to the switch.
  const site = await registerSite(app, siteRoot);
  app.decorate("site", site);

  await app.register(formsPlugin, {
    config,
    registry,
    site,
    mailTransport: options.mailTransport,
    // Registered next: a form accepted counts as a goal of its visit.
    converted: (request, kind) => app.insights.convert(request, kind),
  });
  // Visit counts and speed from the pages: public, whether or not the admin area is on.
  await app.register(insightsPlugin, { config, registry, site, now: options.insightsClock });

  // Ready to take submissions: 200 while the outbox store answers, 503 while it does not
  // (the pages are still served). The reason is in the log, not in the answer.
  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    const uptime = Math.round(process.uptime());
    try {
      await app.outbox.check();
      return { status: "ok", store: "ok", uptime };
    } catch {
      return reply.code(503).send({ status: "unavailable", store: "unavailable", uptime });
    }
  });

  const publishMetrics = registerPublishMetrics(registry, site);

  // The admin area exists only when EDIT_REPO is set: otherwise its code is never loaded and
  // /admin is an unknown path like any other (the site's 404).
  const repoDir = config.editRepo;
  if (repoDir && publishing) {
    const publisher = await publishing.startPublishing({
      config,
      site,
      log: app.log,
      metrics: publishMetrics,
      buildCommand: options.publishBuildCommand,
    });
    app.addHook("onClose", () => publisher.close());
    // Before anything of the admin area runs, the request must name one of the site's own hosts.
    const { adminHosts, misdirected, misdirectedMessage } = await import("./admin/same-origin.ts");
    const hosts = adminHosts(config.SITE_URL, config.ADMIN_HOSTS);
    app.addHook("onRequest", async (request, reply) => {
      if (request.url.startsWith("/admin") && misdirected(request, hosts)) {
        request.log.warn("admin: refused a request for another host name");
        return reply.code(421).header("cache-control", "no-store").send({ error: misdirectedMessage });
      }
    });
    const [
      { adminPlugin },
      { registerContentApi },
      { registerPublishStatus },
      { insightsDashboard },
      { registerAccounts },
    ] = await Promise.all([
      import("./admin/plugin.ts"),
      import("./admin/content/api.ts"),
      import("./admin/publish/status-route.ts"),
      import("./insights/dashboard.ts"),
      import("./admin/accounts-routes.ts"),
    ]);
    await app.register(adminPlugin, {
      config,
      now: options.adminClock,
      // Behind the sign-in: the editing API, where publishing stands, and the visit counts.
      routes: async (scope, { editorOf, db }) => {
        await scope.register(
          async (admin) => {
            registerContentApi(admin, {
              repoDir,
              editorOf,
              db,
              publisher,
              log: app.log,
              checkTimeoutMs: config.EDIT_CHECK_TIMEOUT_MS,
              site,
            });
            await admin.register(insightsDashboard, { store: app.insights.store, siteUrl: config.SITE_URL });
            // Accounts, for admins.
            registerAccounts(admin, db, editorOf);
          },
          { prefix: "/admin" },
        );
        registerPublishStatus(scope, publisher);
      },
    });
  }
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The build being served (server/site.ts); publishing switches it. */
    site: LiveSite;
  }
}
