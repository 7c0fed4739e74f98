/**
 * The page's visit and speed reports, a chunk of its own loaded once the page is idle
 * (visit-reporter.tsx): each page view, how long each page was seen, clicks on links to other
 * sites and on the site's documents, and the Core Web Vitals of the page that loaded, measured
 * by the `web-vitals` package. What is reported within a second goes out as one beacon, and all
 * that waits goes at once when the page is hidden or goes away.
 */
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import {
  type Campaign,
  campaignParameters,
  type DeviceClass,
  deviceClass,
  downloadsFolder,
  type InsightsEvent,
  insightsEndpoint,
  maxCampaignLength,
  maxEngagementMs,
  maxEventsPerBeacon,
  type PageViewEvent,
  type VitalName,
} from "../../core/protocols/insights-protocol.ts";

let pending: InsightsEvent[] = [];
let landed = false;
/** The timer that sends what was reported while the page is in view. */
let gathering: ReturnType<typeof setTimeout> | undefined;

/**
 * How long a report waits for others to go out with it: a page load's view, TTFB and FCP go in one
 * beacon rather than three, which keeps an office behind one address within the endpoint's
 * per-address limit. Hiding or leaving the page sends at once.
 */
const gatherMs = 1000;

function send(events: InsightsEvent[]): void {
  const body = JSON.stringify({ events });
  if (navigator.sendBeacon?.(insightsEndpoint, body)) return;
  fetch(insightsEndpoint, { method: "POST", body, keepalive: true }).catch(() => {});
}

function flush(): void {
  clearTimeout(gathering);
  gathering = undefined;
  const events = pending;
  pending = [];
  for (let start = 0; start < events.length; start += maxEventsPerBeacon) {
    send(events.slice(start, start + maxEventsPerBeacon));
  }
}

/** Queues an event, sent within `gatherMs`, or by `flushAsPageGoes` when the page is hidden first. */
function report(event: InsightsEvent): void {
  pending.push(event);
  gathering ??= setTimeout(flush, gatherMs);
}

/**
 * Sends everything queued when the page is hidden or goes away, after the listeners that report
 * then: web-vitals' (on the document, where the event arrives before the window) and this
 * module's (registered on the window before these).
 */
function flushAsPageGoes(): void {
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
  addEventListener("pagehide", flush);
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

/** How long after a client-side navigation the landing page's INP and CLS are sent. */
const settleAfterLeavingMs = 1000;

/** The landing page's INP and CLS so far: sent once, when they are final for that page. */
const lasting = new Map<VitalName, number>();
let lastingPath: string | undefined;
/** The device class of the page load the vitals measure. */
let loadDevice: DeviceClass = "desktop";

/**
 * Sends the landing page's INP and CLS as they stand, once: a second after the visitor leaves for
 * another page of the site (what follows is another page's), or when the page is hidden or goes
 * away (pagehide comes where visibilitychange does not, as when a link leads off the site).
 */
function settle(): void {
  if (lastingPath === undefined) return;
  if (!lasting.has("INP")) {
    const longest = longestInteraction();
    if (longest > 0) lasting.set("INP", Math.round(longest));
  }
  for (const [name, value] of lasting) report({ type: "vital", path: lastingPath, name, value, device: loadDevice });
  lasting.clear();
  lastingPath = undefined;
}

/**
 * The page's interactions, followed beside web-vitals: it reads them when the browser is next idle
 * (up to a second later on a busy phone), so a page left at once after a click would go without
 * its INP. With fewer than 50 interactions, INP is the longest of them, as web-vitals reckons it:
 * that is what is sent when the page goes before web-vitals has read any.
 */
let interactions: PerformanceObserver | undefined;
let longestSoFar = 0;

function noteInteractions(entries: PerformanceEntryList): void {
  for (const entry of entries) {
    if ((entry as PerformanceEventTiming).interactionId) longestSoFar = Math.max(longestSoFar, entry.duration);
  }
}

function followInteractions(): void {
  if (!globalThis.PerformanceEventTiming || !("interactionId" in PerformanceEventTiming.prototype)) return;
  interactions = new PerformanceObserver((list) => noteInteractions(list.getEntries()));
  // web-vitals' own threshold: shorter interactions are known from the page's first input.
  interactions.observe({ type: "event", durationThreshold: 40, buffered: true } as PerformanceObserverInit);
  interactions.observe({ type: "first-input", buffered: true });
}

/** The longest interaction so far, the browser's entries not yet handed to observers included. */
function longestInteraction(): number {
  if (interactions) noteInteractions(interactions.takeRecords());
  return longestSoFar;
}

/** The page being read: how long it has been seen and not yet reported, and since when it is in view. */
let reading: { path: string; seen: number; since: number | undefined } | undefined;

const inView = () => (document.visibilityState === "visible" ? performance.now() : undefined);

/** Starts following the time `path` is seen, from now if the page is in view. */
function startReading(path: string): void {
  reading = { path, seen: 0, since: inView() };
}

function pauseReading(): void {
  if (reading?.since === undefined) return;
  reading.seen += performance.now() - reading.since;
  reading.since = undefined;
}

/** Reports how long the page has been seen since its last report (nothing if not at all). */
function reportReading(): void {
  pauseReading();
  if (!reading) return;
  const ms = Math.min(Math.round(reading.seen), maxEngagementMs);
  if (ms > 0) report({ type: "engage", path: reading.path, ms });
  reading.seen = 0;
}

/** A click on a link to another site, or on one of the site's documents. */
function reportLink(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || !reading) return;
  const url = new URL(link.href, location.href);
  if (url.protocol !== "https:" && url.protocol !== "http:") return;
  if (url.host !== location.host) report({ type: "outbound", path: reading.path, target: url.hostname });
  else if (url.pathname.startsWith(downloadsFolder))
    report({ type: "download", path: reading.path, target: url.pathname });
}

/** Follows the time each page is seen, and the clicks on links that lead away or download. */
function follow(path: string): void {
  startReading(path);
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") reportReading();
    else if (reading) reading.since ??= inView();
  });
  addEventListener("pagehide", reportReading);
  // Capture: a link's own handler (the router's) may stop the click from bubbling.
  document.addEventListener("click", reportLink, { capture: true });
  document.addEventListener("auxclick", reportLink, { capture: true });
}

/**
 * Reports the vitals of the page load (a page restored from the back/forward cache is not a
 * load of its own, and is not reported): TTFB, FCP and LCP as web-vitals gives them, INP and CLS
 * followed as they change and sent by `settle`.
 */
function measure(path: string): void {
  lastingPath = path;
  // The window's class as the page loaded: read once, never as the page goes (a layout read then
  // has cost the last reports of a closing tab).
  loadDevice = deviceClass(window.innerWidth);
  const vital = ({ name, value, navigationType }: Metric) => {
    if (navigationType === "back-forward-cache" || navigationType === "restore") return;
    if (name === "INP" || name === "CLS") {
      if (lastingPath !== undefined) lasting.set(name, rounded(name, value));
      return;
    }
    report({ type: "vital", path, name, value: rounded(name, value), device: loadDevice });
  };
  onTTFB(vital);
  onFCP(vital);
  onLCP(vital);
  onINP(vital, { reportAllChanges: true });
  followInteractions();
  onCLS(vital, { reportAllChanges: true });
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && settle());
  addEventListener("pagehide", settle);
}

/** The campaign the address names with its utm_ parameters, if it names one. */
function campaignOf(search: string): Campaign | undefined {
  const query = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const [part, parameter] of Object.entries(campaignParameters)) {
    const value = query.get(parameter)?.trim().slice(0, maxCampaignLength);
    if (value) campaign[part as keyof Campaign] = value;
  }
  return Object.keys(campaign).length > 0 ? campaign : undefined;
}

/**
 * Reports a page view: the first one of the visit marked so, with the referring site and the
 * campaign of its address, and starts measuring that page's load.
 */
export function reportView(path: string): void {
  const event: PageViewEvent = { type: "view", path, device: deviceClass(window.innerWidth) };
  if (landed) {
    // A client-side navigation: the landing page's reading time is final, and so are its vitals
    // once the click that led away is measured (its INP comes after the next paint, which on a
    // busy phone may be long after the route changed). Hiding the page sends them at once.
    setTimeout(settle, settleAfterLeavingMs);
    reportReading();
    startReading(path);
  } else {
    event.landing = true;
    const referrer = referrerHost();
    if (referrer) event.referrer = referrer;
    const campaign = campaignOf(location.search);
    if (campaign) event.campaign = campaign;
  }
  report(event);
  if (landed) return;
  landed = true;
  measure(path);
  follow(path);
  flushAsPageGoes();
}
