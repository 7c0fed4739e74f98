/**
 * What the forms and the outbox report to /metrics (server/metrics.ts): submissions accepted and
 * refused, pending submissions and the oldest one's age, deliveries and their failures.
 */
import type { Registry } from "prom-client";
import { counter, gauge } from "../metrics.ts";
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
  const accepted = counter(
    registry,
    "scriptoria_form_submissions_accepted_total",
    "Form submissions accepted into the outbox, by form and by how the sender was checked.",
    ["form", "verification"],
  );
  const refused = counter(
    registry,
    "scriptoria_form_submissions_refused_total",
    "Form submissions refused, by form and reason.",
    ["form", "reason"],
  );
  const deliveries = counter(registry, "scriptoria_outbox_deliveries_total", "Submissions delivered by e-mail.");
  const failures = counter(
    registry,
    "scriptoria_outbox_delivery_failures_total",
    "Failed delivery attempts: permanent (marked failed) or to be retried.",
    ["permanent"],
  );
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
  gauge(
    registry,
    "scriptoria_outbox_pending_submissions",
    "Submissions accepted and waiting for delivery.",
    async () => (await readPending()).count,
  );
  gauge(
    registry,
    "scriptoria_outbox_oldest_pending_age_seconds",
    "Age of the oldest submission waiting for delivery (0 when none waits).",
    async () => {
      const { oldestCreatedAt } = await readPending();
      return oldestCreatedAt === null ? 0 : Math.max(0, (Date.now() - oldestCreatedAt) / 1000);
    },
  );
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
