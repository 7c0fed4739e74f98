/**
 * Operator metrics in Prometheus's text format at GET /metrics: the outbox (pending
 * submissions, the oldest one's age, deliveries and their failures), the forms (accepted, and
 * refused by reason), request latency, the served build's age and the admin area's publishes,
 * with the process's own. Answered on loopback (and
 * not for a request a proxy forwarded) or with METRICS_TOKEN as a bearer token; never to the public.
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { DeliveryOutcome } from "./outbox/worker.ts";

export const metricsPath = "/metrics";

export interface PendingSummary {
  count: number;
  oldestCreatedAt: number | null;
}

export interface Metrics {
  registry: Registry;
  accepted(form: string, verification: "proof" | "unverified"): void;
  refused(form: string, reason: string): void;
  delivery(outcome: DeliveryOutcome): void;
}

export function createMetrics(pending: () => Promise<PendingSummary>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const accepted = new Counter({
    name: "scriptoria_form_submissions_accepted_total",
    help: "Form submissions accepted into the outbox, by form and by how the sender was checked.",
    labelNames: ["form", "verification"] as const,
    registers: [registry],
  });
  const refused = new Counter({
    name: "scriptoria_form_submissions_refused_total",
    help: "Form submissions refused, by form and reason.",
    labelNames: ["form", "reason"] as const,
    registers: [registry],
  });
  const deliveries = new Counter({
    name: "scriptoria_outbox_deliveries_total",
    help: "Submissions delivered by e-mail.",
    registers: [registry],
  });
  const failures = new Counter({
    name: "scriptoria_outbox_delivery_failures_total",
    help: "Failed delivery attempts: permanent (marked failed) or to be retried.",
    labelNames: ["permanent"] as const,
    registers: [registry],
  });
  // Both gauges read the store once per scrape.
  let summary: Promise<PendingSummary> | undefined;
  const readPending = () => {
    summary ??= pending().finally(() => {
      setImmediate(() => {
        summary = undefined;
      });
    });
    return summary;
  };
  new Gauge({
    name: "scriptoria_outbox_pending_submissions",
    help: "Submissions accepted and waiting for delivery.",
    registers: [registry],
    async collect() {
      this.set((await readPending()).count);
    },
  });
  new Gauge({
    name: "scriptoria_outbox_oldest_pending_age_seconds",
    help: "Age of the oldest submission waiting for delivery (0 when none waits).",
    registers: [registry],
    async collect() {
      const { oldestCreatedAt } = await readPending();
      this.set(oldestCreatedAt === null ? 0 : Math.max(0, (Date.now() - oldestCreatedAt) / 1000));
    },
  });
  // Both series exist from the start, so that a rate over them is defined before the first failure.
  failures.inc({ permanent: "true" }, 0);
  failures.inc({ permanent: "false" }, 0);
  return {
    registry,
    accepted: (form, verification) => accepted.inc({ form, verification }),
    refused: (form, reason) => refused.inc({ form, reason }),
    delivery(outcome) {
      if (outcome === "sent") deliveries.inc();
      else failures.inc({ permanent: String(outcome === "failed") });
    },
  };
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
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  const latency = new Histogram({
    name: "scriptoria_http_request_duration_seconds",
    help: "Time to answer a request, by method, route and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [metrics.registry],
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
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
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
  const publishes = new Counter({
    name: "scriptoria_publishes_total",
    help: "Publishes from the admin area, by result (succeeded: built and switched in; failed: refused by the build).",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const lastDuration = new Gauge({
    name: "scriptoria_publish_last_duration_seconds",
    help: "How long the last publish took, from the save to the switch (or to the failure).",
    registers: [registry],
  });
  new Gauge({
    name: "scriptoria_served_build_age_seconds",
    help: "Time since the build being served was made.",
    registers: [registry],
    collect() {
      this.set(Math.max(0, (Date.now() - site.builtAt) / 1000));
    },
  });
  publishes.inc({ result: "succeeded" }, 0);
  publishes.inc({ result: "failed" }, 0);
  return {
    published(result, seconds) {
      publishes.inc({ result });
      lastDuration.set(seconds);
    },
  };
}
