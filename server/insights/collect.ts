/**
 * POST /insights/event: the page's beacons (app/insights/reporter.ts). Public, and on whether or
 * not the admin area is. In this order:
 * - a report that is not from a page of this site, as the browser says (Sec-Fetch-Site
 *   same-origin, or the site's Origin), is refused (403): a script or curl sends neither;
 * - one with the visitor's Global Privacy Control or Do Not Track signal, or from a bot (isbot on
 *   its user agent), is answered 204 and nothing of it is kept;
 * - beyond INSIGHTS_REPORTS_PER_MINUTE from one address, 429;
 * - a body over 4 KB is refused (413), one that is not JSON (400) or not a beacon, vitals out of
 *   range included (400);
 * - each event is kept: a path that is not a page of the site as "other", the referring host
 *   normalised, on a visit's first page its channel and campaign, the browser and operating
 *   system by family (sources.ts), the country of the address (country.ts), the visitor as the
 *   day's hash (visitor.ts); a link's host normalised as a referrer is, a download only if it is
 *   one of the site's documents. The address and user agent go into the hash and the country
 *   lookup and nowhere else; nothing is set in the answer.
 *
 * The forms count their accepted submissions through `convert`, as goals of the same visitor.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { site as company } from "../../core/copy/site.ts";
import { insightsEndpoint, maxBeaconBytes } from "../../core/protocols/insights-protocol.ts";
import { codedBody } from "../coded-bodies.ts";
import { type Batcher, createBatcher } from "./batcher.ts";
import { readBeacon } from "./beacon.ts";
import { openCountryLookup } from "./country.ts";
import type { DropReason, InsightsMetrics } from "./metrics.ts";
import { createPageList, type PageList } from "./pages.ts";
import { bareHost, normaliseReferrer } from "./referrer.ts";
import { browserOf, campaignLabel, channelOf, osOf } from "./sources.ts";
import type { InsightsStore, StoredEvent } from "./store.ts";
import { createDailySalts, dayOf, visitorHash } from "./visitor.ts";
import { bucketOf } from "./vitals.ts";

export interface CollectionOptions {
  store: InsightsStore;
  /** The build whose pages a view may name (PageList.reload follows a switch). */
  buildDir: string;
  metrics: InsightsMetrics;
  /** SITE_URL: its origin may post besides the request's own, and its host names the site in the visitor hash. */
  siteUrl: string;
  /** Reports accepted per address and minute; 0: no limit. */
  perMinute: number;
}

/**
 * Whether a report comes from a page of this site as the browser says it: Sec-Fetch-Site
 * same-origin, or an Origin that is this site's (a browser sends Origin with every POST). A
 * request with neither (a script, curl) or marked anything else is not.
 */
export function fromOwnPage(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite !== undefined && fetchSite !== "same-origin") return false;
  const origin = request.headers.origin;
  if (origin === undefined) return fetchSite === "same-origin";
  return origin === `${request.protocol}://${request.host}` || origin === siteOrigin;
}

const messages: Partial<Record<DropReason, string>> = {
  "cross-site": "Reports are accepted from this website only",
  "rate-limited": "Too many reports from your address",
  "too-large": `A report is at most ${maxBeaconBytes} bytes`,
  "media-type": "Send the report as text/plain or application/json",
  unreadable: "The report is not JSON",
  invalid: "The report is not one this website sends",
  unavailable: "The report could not be kept just now",
};

const statuses: Partial<Record<DropReason, number>> = {
  "cross-site": 403,
  "rate-limited": 429,
  "too-large": 413,
  "media-type": 415,
  unreadable: 400,
  invalid: 400,
  unavailable: 503,
};

/** The downloads counted: the site's own documents. */
const countedDownloads = new Set([company.codeOfEthicsPdf]);

/** The forms whose accepted submissions are goals. */
export type Conversion = "contact" | "career";

/** Why a request is not to be counted at all, before its body is read. */
function unwanted(request: FastifyRequest): DropReason | undefined {
  if (request.headers["sec-gpc"] === "1") return "gpc";
  if (request.headers.dnt === "1") return "dnt";
  const userAgent = request.headers["user-agent"];
  if (!userAgent || isbot(userAgent)) return "bot";
  return undefined;
}

/**
 * The endpoint, with the write buffer in front of `store` and the pages of `buildDir`: what the
 * server and its collector (collector.ts) both run. Flush the buffer before the store is closed.
 */
export async function registerCollection(
  app: FastifyInstance,
  options: CollectionOptions,
): Promise<{ batcher: Batcher; pages: PageList; convert(request: FastifyRequest, form: Conversion): Promise<void> }> {
  const { store, metrics, perMinute } = options;
  const countries = openCountryLookup();
  const batcher = createBatcher({
    write: (views, vitals, events) => store.write(views, vitals, events),
    log: app.log,
    dropped: metrics.dropped,
  });
  const pages = createPageList(options.buildDir);
  const salts = createDailySalts((day) => store.salt(day));
  const site = new URL(options.siteUrl);
  const siteHost = bareHost(site.host);

  /** Answers without keeping anything: 204 for a signal or a bot, the refusal's status otherwise. */
  const drop = (reply: FastifyReply, reason: DropReason) => {
    metrics.dropped(reason);
    reply.code(statuses[reason] ?? 204).header("cache-control", "no-store");
    if (reason === "too-large") reply.header("connection", "close");
    const message = messages[reason];
    return message ? reply.send({ error: message }) : reply.send();
  };

  const screen = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromOwnPage(request, site.origin)) return drop(reply, "cross-site");
    const reason = unwanted(request);
    if (reason) return drop(reply, reason);
    if (Number(request.headers["content-length"] ?? 0) > maxBeaconBytes) return drop(reply, "too-large");
  };

  /** The day's hash of the request's address and user agent (visitor.ts). */
  const visitorOf = async (request: FastifyRequest, now: number) =>
    visitorHash(await salts.saltFor(now), siteHost, request.ip, request.headers["user-agent"] ?? "");

  const keep = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = readBeacon(typeof request.body === "string" ? request.body : "");
    if (!result.ok) return drop(reply, result.reason);
    const { events } = result.beacon;
    const now = Date.now();
    const day = dayOf(now);
    const visitor = await visitorOf(request, now);
    const viewed = events.some((event) => event.type === "view");
    const userAgent = request.headers["user-agent"] ?? "";
    const reading = viewed
      ? { browser: browserOf(userAgent), os: osOf(userAgent), country: countries.countryOf(request.ip) }
      : { browser: "", os: "", country: "" };
    const ownHosts = new Set([siteHost, bareHost(request.host)]);
    const happened = (kind: StoredEvent["kind"], path: string, target: string, amount = 0) =>
      batcher.addEvent({ day, at: now, visitor, kind, path, target, amount });
    for (const event of events) {
      const path = pages.canonical(event.path);
      if (event.type === "view") {
        const referrer = normaliseReferrer(event.referrer, ownHosts);
        const campaign = event.campaign && Object.values(event.campaign).some(Boolean) ? event.campaign : undefined;
        const first = event.landing
          ? { channel: channelOf(referrer, campaign), campaign: campaignLabel(campaign) }
          : { channel: "", campaign: "" };
        batcher.addView({ day, at: now, path, referrer, device: event.device, ...reading, ...first, visitor });
      } else if (event.type === "vital") {
        // The beacon's schema admits only values that have a bucket.
        const bucket = bucketOf(event.name, event.value);
        if (bucket !== undefined)
          batcher.addVital({ day, path, metric: event.name, bucket, device: event.device ?? "" });
      } else if (event.type === "engage") {
        happened("engage", path, "", event.ms);
      } else if (event.type === "outbound") {
        const host = normaliseReferrer(event.target, ownHosts);
        if (host) happened("outbound", path, host);
      } else if (countedDownloads.has(event.target)) {
        happened("download", path, event.target);
      }
      metrics.accepted(event.type);
    }
    return reply.code(204).header("cache-control", "no-store").send();
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ["text/plain", "application/json"],
      { parseAs: "string", bodyLimit: maxBeaconBytes },
      (_request, body, done) => done(null, body),
    );
    if (perMinute > 0) await scope.register(rateLimit, { global: false });
    // A compressed report is refused before the endpoint runs (coded-bodies.ts): counted here.
    scope.addHook("onResponse", async (request) => {
      if (codedBody(request)) metrics.dropped("coded");
    });
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.statusCode === 429) return drop(reply, "rate-limited");
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return drop(reply, "too-large");
      if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return drop(reply, "media-type");
      if ((error.statusCode ?? 500) < 500) return drop(reply, "unreadable");
      request.log.warn({ err: error.message }, "insights: could not take a report");
      return drop(reply, "unavailable");
    });
    const limit = perMinute > 0 ? { rateLimit: { max: perMinute, timeWindow: 60_000 } } : {};
    // Not in the request log (it would add the address to each page view there), and at a burst's
    // rate the log would cost more than the report: warnings and errors only.
    scope.post(insightsEndpoint, { config: limit, onRequest: screen, logLevel: "warn" }, keep);
  });
  /** An accepted form, as a goal of the visitor who sent it (nothing of its content); not with a signal, nor from a bot. */
  const convert = async (request: FastifyRequest, form: Conversion) => {
    if (unwanted(request)) return;
    const now = Date.now();
    batcher.addEvent({
      day: dayOf(now),
      at: now,
      visitor: await visitorOf(request, now),
      kind: "conversion",
      path: "",
      target: form,
      amount: 0,
    });
    metrics.accepted("conversion");
  };
  return { batcher, pages, convert };
}
