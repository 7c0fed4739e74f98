/**
 * Operator metrics in Prometheus's text format at GET /metrics, from one registry that the app
 * makes and hands to each part: the process's own, request latency, the served build's age and
 * the admin area's publishes (here), the forms and the outbox (forms/metrics.ts) and the visit
 * reports (insights/metrics.ts). Answered on loopback (and not for a request a proxy forwarded)
 * or with METRICS_TOKEN as a bearer token; never to the public.
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export const metricsPath = "/metrics";

/** The one registry of /metrics: the process's own series; each part of the server adds its own. */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

/** A counter on `registry`: its name, what it counts, and the labels it is counted by. */
export function counter<Label extends string = never>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly Label[] = [],
): Counter<Label> {
  return new Counter({ name, help, labelNames, registers: [registry] });
}

/** A gauge on `registry`, set by its owner, or read at each scrape by `read`. */
export function gauge(registry: Registry, name: string, help: string, read?: () => number | Promise<number>): Gauge {
  return new Gauge({
    name,
    help,
    registers: [registry],
    ...(read && {
      async collect() {
        this.set(await read());
      },
    }),
  });
}

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Whether the request may read the metrics: it carries the token, or it came from this machine
 * itself. A request a proxy on this machine forwarded arrives from loopback too: it names its
 * client in X-Forwarded-For (or Forwarded, X-Real-IP), so it does not count as local.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const authorization = request.headers.authorization ?? "";
  if (token && authorization.startsWith("Bearer ")) {
    const given = Buffer.from(authorization.slice("Bearer ".length));
    const wanted = Buffer.from(token);
    if (given.length === wanted.length && timingSafeEqual(given, wanted)) return true;
  }
  const forwarded = ["x-forwarded-for", "forwarded", "x-real-ip"].some((name) => request.headers[name] !== undefined);
  return !forwarded && loopback.test(request.socket.remoteAddress ?? "");
}

/** Times every request, and answers GET /metrics to those allowed. */
export function registerMetrics(app: FastifyInstance, registry: Registry, token: string | undefined): void {
  const latency = new Histogram({
    name: "scriptoria_http_request_duration_seconds",
    help: "Time to answer a request, by method, route and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    // The route's pattern, not the URL: the pages share the site's catch-all route.
    const route = request.routeOptions.url ?? "unmatched";
    latency.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get(metricsPath, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!mayReadMetrics(request, token)) {
      return reply
        .code(403)
        .send({ error: "The metrics are answered on this machine, or with the METRICS_TOKEN as a bearer token" });
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}

/** What publishing reports to /metrics. */
export interface PublishMetrics {
  /** A publish ended: its result and how long it took from the request to the switch (or the failure). */
  published(result: "succeeded" | "failed", seconds: number): void;
}

/**
 * The served build's age (every server, publishing or not), and the publishes: how many
 * succeeded and failed, and how long the last one took.
 */
export function registerPublishMetrics(registry: Registry, site: { readonly builtAt: number }): PublishMetrics {
  const publishes = counter(
    registry,
    "scriptoria_publishes_total",
    "Publishes from the admin area, by result (succeeded: built and switched in; failed: refused by the build).",
    ["result"],
  );
  const lastDuration = gauge(
    registry,
    "scriptoria_publish_last_duration_seconds",
    "How long the last publish took, from the save to the switch (or to the failure).",
  );
  gauge(registry, "scriptoria_served_build_age_seconds", "Time since the build being served was made.", () =>
    Math.max(0, (Date.now() - site.builtAt) / 1000),
  );
  publishes.inc({ result: "succeeded" }, 0);
  publishes.inc({ result: "failed" }, 0);
  return {
    published(result, seconds) {
      publishes.inc({ result });
      lastDuration.set(seconds);
    },
  };
}
