import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import { registerForms } from "./forms/plugin.ts";
import type { MailTransport } from "./mail/transport.ts";
import { registerSecurityHeaders } from "./security-headers.ts";
import { registerSite } from "./site.ts";

export interface BuildOptions {
  /** Replaces the mail transport chosen from SMTP_URL (tests). */
  mailTransport?: MailTransport;
}

/** Builds the server: security headers, health check, the form endpoints and the prerendered site. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
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

  await registerForms(app, { config, ...options });
  await registerSite(app, config.buildDir);
  return app;
}
