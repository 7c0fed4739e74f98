/**
 * What each of the site's HTTP servers starts from, the server (app.ts) and the report collector
 * (insights/collector.ts) alike: only the proxies TRUST_PROXY names may say who the client is
 * (every per-address limit counts by it), bodies of at most 64 KB unless a route allows more,
 * the security headers, a stop that waits for answers under way but not for idle connections,
 * and no compressed request bodies.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { refuseCodedBodies } from "./coded-bodies.ts";
import { closeConnectionsWhenDone } from "./graceful-close.ts";
import { registerSecurityHeaders } from "./security-headers.ts";
import { fastifyTrust, type TrustProxy } from "./trust-proxy.ts";

export function createBaseServer(options: {
  logger: FastifyServerOptions["logger"];
  trustProxy: TrustProxy;
}): FastifyInstance {
  const app = Fastify({ logger: options.logger, trustProxy: fastifyTrust(options.trustProxy), bodyLimit: 64 * 1024 });
  registerSecurityHeaders(app);
  closeConnectionsWhenDone(app);
  refuseCodedBodies(app);
  return app;
}
