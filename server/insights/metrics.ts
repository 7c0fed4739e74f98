import type { Registry } from "prom-client";
import type { InsightsEvent } from "../../core/protocols/insights-protocol.ts";
import { counter } from "../metrics.ts";

export type DropReason =
  | "cross-site"
  | "gpc"
  | "dnt"
  | "bot"
  | "rate-limited"
  | "too-large"
  | "media-type"
  | "coded"
  | "unreadable"
  | "invalid"
  | "overflow"
  | "unavailable";

/** What is counted: a report's event types, and the forms' conversions. */
export type AcceptedType = InsightsEvent["type"] | "conversion";

export interface InsightsMetrics {
  accepted(type: AcceptedType, count?: number): void;
  dropped(reason: DropReason, count?: number): void;
}

/** The reports' counters on the server's /metrics (server/metrics.ts). */
export function createInsightsMetrics(registry: Registry): InsightsMetrics {
  const accepted = counter(
    registry,
    "scriptoria_insights_events_accepted_total",
    "Page views, vitals, other events of a visit and forms' conversions accepted for keeping, by type.",
    ["type"],
  );
  const dropped = counter(
    registry,
    "scriptoria_insights_events_dropped_total",
    "Visit reports not kept, by reason (a request refused before it was read counts once).",
    ["reason"],
  );
  return {
    accepted: (type, count = 1) => accepted.inc({ type }, count),
    dropped: (reason, count = 1) => dropped.inc({ reason }, count),
  };
}
