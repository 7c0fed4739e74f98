/**
 * What the forms and the outbox report to /metrics (server/metrics.ts): submissions accepted and
 * refused, pending submissions and the oldest one's age, deliveries and their failures.
 */
import { Counter, Gauge, type Registry } from "prom-client";
import type { DeliveryOutcome } from "../outbox/worker.ts";

export interface PendingSummary {
  count: number;
  oldestCreatedAt: number | null;
}

export interface FormMetrics {
  accepted(form: string, verification: "proof" | "unverified"): void;
  refused(form: string, reason: string): void;
  delivery(outcome: DeliveryOutcome): void;
}

/** The forms' and the outbox's series on `registry`; `pending` reads the outbox once per scrape. */
export function createFormMetrics(registry: Registry, pending: () => Promise<PendingSummary>): FormMetrics {
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
    accepted: (form, verification) => accepted.inc({ form, verification }),
    refused: (form, reason) => refused.inc({ form, reason }),
    delivery(outcome) {
      if (outcome === "sent") deliveries.inc();
      else failures.inc({ permanent: String(outcome === "failed") });
    },
  };
}
