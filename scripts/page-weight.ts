/**
 * Bytes a page transfers before the visitor does anything, loaded as Lighthouse's mobile run
 * loads it: a 412 x 823 screen at device scale 1.75, its phone user agent, slow 4G and a 4x
 * slower processor (Lighthouse's own constants), an empty cache, and no scroll, tap or key.
 *   node scripts/page-weight.ts [--list] [base URL or page URL ...]
 * A bare origin means its home page. Waits until nothing has arrived for 5 s, and at least 12 s
 * after the load event (so whatever the page starts once it has settled, such as the hero video,
 * is counted), then sums what came over the wire (headers and bodies, as sent) per type.
 * Exits non-zero when a page is above its budget in scripts/budgets.ts. Start the server first.
 */
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js";
import { budgets } from "./budgets.ts";
import { launchOptions } from "./lib/browser.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { list: { type: "boolean", default: false } },
});
const urls = (positionals.length ? positionals : ["http://localhost:3000/"]).map((url) => new URL(url).href);

/** Budgets by path; other pages are measured and printed without one. */
const pageBudgets: Record<string, number> = { "/": budgets.homeTransferBeforeInteraction };

const quietMs = 5000;
const minWaitMs = 12000;
const maxWaitMs = 90000;

const kinds = ["document", "script", "stylesheet", "font", "image", "media", "other"] as const;
type Kind = (typeof kinds)[number];

/** CDP's resource type (Document, Script, Media, …) to the rows of the breakdown. */
function kindOf(type: string | undefined): Kind {
  const kind = type?.toLowerCase();
  return kinds.find((k) => k === kind) ?? "other";
}

interface Transfer {
  url: string;
  kind: Kind;
  /** Bytes received so far (headers and encoded body); the final figure once it finished. */
  bytes: number;
  status?: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mobile = screenEmulationMetrics.mobile ?? missing("mobile screen settings");

function missing(what: string): never {
  throw new Error(`page-weight: Lighthouse has no ${what}`);
}
const network = throttling.mobileSlow4G;

async function measure(url: string): Promise<Transfer[]> {
  const browser = await chromium.launch(launchOptions());
  try {
    const context = await browser.newContext({
      viewport: { width: mobile.width, height: mobile.height },
      deviceScaleFactor: mobile.deviceScaleFactor,
      isMobile: mobile.mobile,
      hasTouch: true,
      userAgent: userAgents.mobile,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const transfers = new Map<string, Transfer>();
    let lastActivity = Date.now();
    const touch = () => {
      lastActivity = Date.now();
    };
    cdp.on("Network.requestWillBeSent", (e) => {
      touch();
      if (e.request.url.startsWith("data:")) return;
      // A redirect keeps its request id: what the redirect itself cost stays counted.
      const known = transfers.get(e.requestId);
      const redirect = e.redirectResponse ? (e.redirectResponse.encodedDataLength ?? 0) : 0;
      transfers.set(e.requestId, {
        url: e.request.url,
        kind: kindOf(e.type),
        bytes: (known?.bytes ?? 0) + redirect,
      });
    });
    cdp.on("Network.responseReceived", (e) => {
      touch();
      const t = transfers.get(e.requestId);
      if (!t) return;
      t.kind = kindOf(e.type);
      t.status = e.response.status;
    });
    cdp.on("Network.dataReceived", (e) => {
      touch();
      const t = transfers.get(e.requestId);
      if (t) t.bytes += e.encodedDataLength;
    });
    cdp.on("Network.loadingFinished", (e) => {
      touch();
      const t = transfers.get(e.requestId);
      // The finished figure is the whole transfer, headers included.
      if (t) t.bytes = Math.max(t.bytes, e.encodedDataLength);
    });
    cdp.on("Network.loadingFailed", touch);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: network.requestLatencyMs,
      downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: network.cpuSlowdownMultiplier });

    const response = await page.goto(url, { waitUntil: "load", timeout: maxWaitMs });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    const loaded = Date.now();
    while (Date.now() - loaded < maxWaitMs) {
      const now = Date.now();
      if (now - loaded >= minWaitMs && now - lastActivity >= quietMs) break;
      await page.waitForTimeout(250);
    }
    return [...transfers.values()];
  } finally {
    await browser.close();
  }
}

let failed = false;
for (const url of urls) {
  const transfers = await measure(url);
  const total = transfers.reduce((sum, t) => sum + t.bytes, 0);
  const path = new URL(url).pathname;
  const budget = pageBudgets[path];
  console.log(`${url}  (${mobile.width}x${mobile.height} @${mobile.deviceScaleFactor}x, slow 4G, no interaction)`);
  for (const kind of kinds) {
    const of = transfers.filter((t) => t.kind === kind);
    if (!of.length) continue;
    const bytes = of.reduce((sum, t) => sum + t.bytes, 0);
    console.log(`  ${kind.padEnd(11)} ${String(of.length).padStart(3)} files ${kb(bytes).padStart(10)}`);
    if (values.list) {
      for (const t of [...of].sort((a, b) => b.bytes - a.bytes)) {
        console.log(
          `      ${kb(t.bytes).padStart(10)}  ${t.status ?? "---"}  ${t.url.replace(new URL(url).origin, "")}`,
        );
      }
    }
  }
  const over = budget !== undefined && total > budget;
  failed ||= over;
  console.log(
    `  ${"total".padEnd(11)} ${String(transfers.length).padStart(3)} files ${kb(total).padStart(10)}${
      budget === undefined ? "" : `  ${over ? "OVER" : "within"} budget ${kb(budget)}`
    }`,
  );
}
if (failed) {
  console.error("page-weight: a page transfers more than its budget before any interaction");
  process.exit(1);
}
