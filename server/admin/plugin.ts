/**
 * The admin area (/admin), a plugin registered only when EDIT_REPO is set (server/app.ts imports
 * this file then and never otherwise). It shares nothing with the rest of the app: its hooks,
 * routes and database stay in its own scope. It holds:
 *
 * - the sign-in: the sign-in page, POST /admin/sign-in and /admin/sign-out, accounts, sessions
 *   and the lockout in the outbox's database (store/), see sign-in-routes.ts;
 * - the editing screen: /admin/ (cms/index.html), /admin/config.yml and Decap's bundle, served
 *   to signed-in editors only, see screen-routes.ts;
 * - the guarded scope: every route registered there answers only same-origin requests with an
 *   open session (guard.ts). GET /admin/api/session is there; the editing API and the publish
 *   status are added through `routes`.
 */
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { schedulePeriodic } from "../periodic.ts";
import type { AdminContext } from "./context.ts";
import type { EditorOf } from "./contracts.ts";
import { createGuard } from "./guard.ts";
import { deviceLifetimeMs, longestMemoryMs } from "./lockout.ts";
import { screenRoutes } from "./screen-routes.ts";
import { sessionLimits } from "./session-cookie.ts";
import { signInRoutes } from "./sign-in-routes.ts";
import { purgeDevices } from "./store/devices.ts";
import { openAdminDatabase } from "./store/open.ts";
import { purgeSessions } from "./store/sessions.ts";
import { purgeFailures } from "./store/throttle.ts";

/**
 * A plugin for the guarded scope: only signed-in, same-origin requests reach its routes.
 * `editorOf(request)` is the signed-in editor of a request there; `db` is the admin database.
 */
export type GuardedRoutes = FastifyPluginAsync<{ editorOf: EditorOf; db: Database }>;

export interface AdminOptions {
  /** The server's configuration; `config.editRepo` (EDIT_REPO) must be set. */
  config: Config;
  /** The clock of sessions and the lockout (tests); Date.now by default. */
  now?: () => number;
  /**
   * The editing API (/admin/api/v1), the publish status and the dashboard go here, registered in
   * the guarded scope: its onRequest hook has refused, before reading any body, every request
   * that is not same-origin (403) or has no open session (401). Register full paths
   * ("/admin/api/v1").
   */
  routes?: GuardedRoutes;
}

const purgeIntervalMs = 60 * 60_000;

/** Deletes ended sessions, forgotten failures and devices that no longer hold, now and every hour, until the server closes. */
function schedulePurge(app: FastifyInstance, context: AdminContext): void {
  const purge = schedulePeriodic({
    intervalMs: purgeIntervalMs,
    after: Promise.resolve(),
    work: async () => {
      const now = context.now();
      await purgeSessions(context.db, now, sessionLimits);
      await purgeFailures(context.db, now - longestMemoryMs);
      await purgeDevices(context.db, now - deviceLifetimeMs);
    },
    failed: (err) => app.log.warn({ err }, "admin: could not purge ended sessions"),
  });
  app.addHook("onClose", async () => {
    await purge.stop();
    await context.db.close();
  });
}

const guarded: FastifyPluginAsync<{ context: AdminContext; routes?: GuardedRoutes }> = async (
  scope,
  { context, routes },
) => {
  const guard = createGuard(context);
  scope.addHook("onRequest", guard.onRequest);
  scope.get("/admin/api/session", async (request) => {
    const { name, email } = guard.editorOf(request);
    return { name, email };
  });
  if (routes) await scope.register(routes, { editorOf: guard.editorOf, db: context.db });
};

/** The whole admin area. */
export const adminPlugin: FastifyPluginAsync<AdminOptions> = async (admin, options) => {
  const { config } = options;
  const repoDir = config.editRepo;
  if (!repoDir) throw new Error("the admin area: EDIT_REPO is not set");
  const context: AdminContext = {
    db: openAdminDatabase(config, admin.log),
    now: options.now ?? Date.now,
    siteOrigin: new URL(config.SITE_URL).origin,
  };
  schedulePurge(admin, context);
  // Nothing of the admin area belongs in a search engine or a shared cache.
  admin.addHook("onSend", async (_request, reply) => {
    reply.header("x-robots-tag", "noindex, nofollow");
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
  await admin.register(screenRoutes, { context, repoDir, siteUrl: config.SITE_URL });
  await admin.register(signInRoutes, { context });
  await admin.register(guarded, { context, routes: options.routes });
};
