/**
 * The page's visit and speed reports, a chunk of its own loaded once the page is idle
 * (visit-reporter.tsx): each page view, and the Core Web Vitals of the page that loaded, measured
 * by the `web-vitals` package. Everything reported in one task goes out as one beacon.
 */
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import {
  deviceClass,
  type InsightsEvent,
  insightsEndpoint,
  maxEventsPerBeacon,
  type VitalName,
} from "../../core/protocols/insights-protocol.ts";

let pending: InsightsEvent[] = [];
let landed = false;

function send(events: InsightsEvent[]): void {
  const body = JSON.stringify({ events });
  if (navigator.sendBeacon?.(insightsEndpoint, body)) return;
  fetch(insightsEndpoint, { method: "POST", body, keepalive: true }).catch(() => {});
}

function flush(): void {
  const events = pending;
  pending = [];
  for (let start = 0; start < events.length; start += maxEventsPerBeacon) {
    send(events.slice(start, start + maxEventsPerBeacon));
  }
}

/**
 * Sends after the current task: web-vitals reports the last vitals all in one listener when the
 * page is hidden, and the microtask after it sends them together, before the page goes.
 */
function report(event: InsightsEvent): void {
  pending.push(event);
  if (pending.length === 1) queueMicrotask(flush);
}

/** The other site the visitor came from, if they came from one. */
function referrerHost(): string | undefined {
  try {
    const host = new URL(document.referrer).hostname;
    return host && host !== location.hostname ? host : undefined;
  } catch {
    return undefined;
  }
}

/** CLS to four decimals, times to the millisecond: all the precision the histograms keep. */
function rounded(name: VitalName, value: number): number {
  return name === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/**
 * Reports the vitals of the page load (a page restored from the back/forward cache is not a
 * load of its own, and is not reported).
 */
function measure(path: string): void {
  const vital = ({ name, value, navigationType }: Metric) => {
    if (navigationType === "back-forward-cache" || navigationType === "restore") return;
    report({ type: "vital", path, name, value: rounded(name, value) });
  };
  onTTFB(vital);
  onFCP(vital);
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
}

/** Reports a page view: the first one with the referring site, and starts measuring that page's load. */
export function reportView(path: string): void {
  const referrer = landed ? undefined : referrerHost();
  report({ type: "view", path, device: deviceClass(window.innerWidth), ...(referrer ? { referrer } : {}) });
  if (landed) return;
  landed = true;
  measure(path);
}
