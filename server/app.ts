import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import { registerSecurityHeaders } from "./security-headers.ts";
import { registerSite } from "./site.ts";

/** Builds the server: security headers, health check, and the prerendered site. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
  });

  registerSecurityHeaders(app);

  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok", uptime: Math.round(process.uptime()) };
  });

  await registerSite(app, config.buildDir);
  return app;
}
