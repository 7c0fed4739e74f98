/**
 * POST /insights/event against the real server, and against its collector process (INSIGHTS_PORT,
 * where nginx sends the reports): what a visitor's page sends is kept without the address or the
 * browser's name, and every bad input of the hostile-input table is refused or dropped with nothing
 * kept.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { insightsEndpoint } from "../../core/protocols/insights-protocol.ts";
import { type InProcessServer, startServer } from "../../scripts/lib/server.ts";
import { fixtureBuild } from "../../scripts/lib/server-env.ts";
import { codedBodyMessage } from "../../server/coded-bodies.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { contactValues } from "../support/forms.ts";

const cleanup = cleanupAfterEach();
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const otherBrowser = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const ever = ["2000-01-01", "2100-01-01"] as const;

/** A build with three pages and the not-found page. */
const siteBuild = () => fixtureBuild(["", "company/Aboutus", "company/News"]);

type Answerer = "the server" | "the collector";

/** The server, and the address the reports are sent to: its own, or its collector's. */
async function start(
  answerer: Answerer,
  env: Record<string, string> = {},
): Promise<InProcessServer & { reports: string }> {
  const collector: Record<string, string> = answerer === "the collector" ? { INSIGHTS_PORT: "0" } : {};
  const running = await startServer({ inProcess: true, env: { BUILD_DIR: siteBuild(), ...collector, ...env } });
  cleanup(running.close);
  const port = running.app.insights.collectorPort();
  return { ...running, reports: port === undefined ? running.url : `http://127.0.0.1:${port}` };
}

/** Posts as a visitor's browser would; a header given as "" is left out. */
function send(running: { reports: string }, body: BodyInit, headers: Record<string, string> = {}) {
  const all: Record<string, string> = {
    "content-type": "text/plain;charset=UTF-8",
    "user-agent": browser,
    origin: running.reports,
    "sec-fetch-site": "same-origin",
    ...headers,
  };
  return fetch(`${running.reports}${insightsEndpoint}`, {
    method: "POST",
    body,
    headers: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== "")),
  });
}

const beacon = (...events: object[]) => JSON.stringify({ events });
const view = (path: string, extra: object = {}) => ({ type: "view", path, device: "phone", ...extra });
const vital = (name: string, value: unknown, path = "/") => ({ type: "vital", path, name, value });

/** Everything the store holds, once the buffer is written and the day's counts made. */
async function kept(running: InProcessServer) {
  await running.app.insights.settle();
  const { store } = running.app.insights;
  return {
    pages: await store.totals("page", ...ever),
    referrers: await store.totals("referrer", ...ever),
    devices: await store.totals("device", ...ever),
    vitals: await store.histograms(...ever),
  };
}

const nothing = { pages: [], referrers: [], devices: [], vitals: [] };

/** A series of /metrics, once what was sent is written (the collector's counts come with it). */
async function metric(running: InProcessServer, series: string): Promise<number> {
  await running.app.insights.settle();
  const text = await (await running.app.inject("/metrics")).body;
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return Number(line?.split(" ")[1] ?? 0);
}

const hostile: [string, string, Record<string, string>, number, string][] = [
  ["junk JSON", '{"events": [', {}, 400, "unreadable"],
  ["not a beacon", JSON.stringify({ hello: "world" }), {}, 400, "invalid"],
  ["a body over 4 KB", beacon(view(`/${"x".repeat(5000)}`)), {}, 413, "too-large"],
  ["a negative vital", beacon(view("/"), vital("INP", -20)), {}, 400, "invalid"],
  ["a vital that is not a number", beacon(vital("CLS", null)), {}, 400, "invalid"],
  ["an LCP of a day", beacon(vital("LCP", 86_400_000)), {}, 400, "invalid"],
  ["another site's page", beacon(view("/")), { origin: "https://attacker.example" }, 403, "cross-site"],
  [
    "a cross-site request without Origin",
    beacon(view("/")),
    { origin: "", "sec-fetch-site": "cross-site" },
    403,
    "cross-site",
  ],
  [
    "a script's report, with neither Origin nor Sec-Fetch-Site",
    beacon(view("/")),
    { origin: "", "sec-fetch-site": "" },
    403,
    "cross-site",
  ],
  [
    "a report from a sibling host (same-site)",
    beacon(view("/")),
    { origin: "", "sec-fetch-site": "same-site" },
    403,
    "cross-site",
  ],
  [
    "the site's Origin on a request marked cross-site",
    beacon(view("/")),
    { "sec-fetch-site": "cross-site" },
    403,
    "cross-site",
  ],
  ["Global Privacy Control", beacon(view("/")), { "sec-gpc": "1" }, 204, "gpc"],
  ["Do Not Track", beacon(view("/")), { dnt: "1" }, 204, "dnt"],
  ["a bot", beacon(view("/")), { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" }, 204, "bot"],
  ["a headless browser", beacon(view("/")), { "user-agent": "Mozilla/5.0 HeadlessChrome/131.0.0.0" }, 204, "bot"],
  ["no user agent", beacon(view("/")), { "user-agent": "" }, 204, "bot"],
  ["a form post", beacon(view("/")), { "content-type": "application/x-www-form-urlencoded" }, 415, "media-type"],
];

describe.each<Answerer>(["the server", "the collector"])("answered by %s", (answerer) => {
  test("a page view and vitals are kept: the canonical path, the referring host, never the address or user agent", async () => {
    const running = await start(answerer);
    const response = await send(
      running,
      beacon(
        view("/company/aboutus/", { referrer: "WWW.Search.Example", device: "tablet" }),
        { ...vital("LCP", 1800), device: "tablet" },
        vital("TTFB", 200),
      ),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await kept(running)).toEqual({
      pages: [{ value: "/company/Aboutus", views: 1, visitors: 1 }],
      referrers: [{ value: "search.example", views: 1, visitors: 1 }],
      devices: [{ value: "tablet", views: 1, visitors: 1 }],
      // A vital with its device class, and one from a page that named none (counted for the site only).
      vitals: [
        { path: "/", metric: "LCP", bucket: 1800, device: "tablet", samples: 1 },
        { path: "/", metric: "TTFB", bucket: 200, device: "", samples: 1 },
      ],
    });
    // The database's files hold neither the address nor the user agent.
    const files = readdirSync(running.dataDir).filter((file) => file.startsWith("insights.db"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const bytes = readFileSync(join(running.dataDir, file));
      expect(bytes.includes("127.0.0.1")).toBe(false);
      expect(bytes.includes("Chrome/131")).toBe(false);
    }
    expect(await metric(running, 'scriptoria_insights_events_accepted_total{type="view"}')).toBe(1);
    expect(await metric(running, 'scriptoria_insights_events_accepted_total{type="vital"}')).toBe(2);
  });

  test("a forged path is counted as other, never as a path of its own; the same visitor once a day", async () => {
    const running = await start(answerer);
    for (const path of ["/wp-admin.php", "/company/Aboutus/../../etc/passwd", "/%3Cscript%3E", "/"]) {
      expect((await send(running, beacon(view(path)))).status).toBe(204);
    }
    expect((await kept(running)).pages).toEqual([
      { value: "other", views: 3, visitors: 1 },
      { value: "/", views: 1, visitors: 1 },
    ]);
  });

  test("a visit's first page brings its channel and campaign; a campaign part that is no label is left out, the view kept", async () => {
    const running = await start(answerer);
    const campaign = { source: "newsletter", medium: "email", name: "autumn journals" };
    const landing = view("/", { landing: true, referrer: "mail.example", campaign });
    expect((await send(running, beacon(landing, view("/company/News")))).status).toBe(204);
    // Another visitor (another browser at the same address), whose link carried spam.
    const spam = { source: "Visit evil.example <now>!", medium: "social", name: "x".repeat(101) };
    const spammed = beacon(view("/company/Aboutus", { landing: true, campaign: spam }));
    expect((await send(running, spammed, { "user-agent": otherBrowser })).status).toBe(204);
    await running.app.insights.settle();
    const { store } = running.app.insights;
    const visit = { visitors: 1, duration: 0, conversions: 0 };
    expect(await store.visits("channel", ...ever)).toEqual([
      { value: "E-mail", visits: 1, bounces: 0, ...visit },
      { value: "Social", visits: 1, bounces: 1, ...visit },
    ]);
    // The spam's source and name are not labels: only its medium stays.
    expect(await store.visits("campaign", ...ever)).toEqual([
      { value: "(no name) (social)", visits: 1, bounces: 1, ...visit },
      { value: "autumn journals (newsletter / email)", visits: 1, bounces: 0, ...visit },
    ]);
    expect(await store.visits("entry", ...ever)).toEqual([
      { value: "/", visits: 1, bounces: 0, ...visit },
      { value: "/company/Aboutus", visits: 1, bounces: 1, ...visit },
    ]);
    expect(await store.visits("exit", ...ever)).toEqual([
      { value: "/company/Aboutus", visits: 1, bounces: 1, ...visit },
      { value: "/company/News", visits: 1, bounces: 0, ...visit },
    ]);
    // The user agent as its browser's family and version and its system's family, for every view.
    expect(await store.totals("browser", ...ever)).toEqual([
      { value: "Chrome 131", views: 2, visitors: 1 },
      { value: "Firefox 133", views: 1, visitors: 1 },
    ]);
    expect(await store.totals("os", ...ever)).toEqual([{ value: "Linux", views: 3, visitors: 2 }]);
  });

  test("the country of the client's address, as the trusted proxy gives it, is kept; the address is not", async () => {
    const running = await start(answerer, { TRUST_PROXY: "127.0.0.1" });
    const from = (address: string, path: string) =>
      send(running, beacon(view(path, { landing: true })), { "x-forwarded-for": address });
    expect((await from("80.128.0.1", "/")).status).toBe(204);
    expect((await from("153.156.0.1", "/company/News")).status).toBe(204);
    expect((await from("10.1.2.3", "/company/Aboutus")).status).toBe(204);
    await running.app.insights.settle();
    expect(await running.app.insights.store.totals("country", ...ever)).toEqual([
      { value: "DE", views: 1, visitors: 1 },
      { value: "JP", views: 1, visitors: 1 },
    ]);
  });

  test("a visit's time seen, its links out and downloads, and a form it sent: its duration, goals and conversion", async () => {
    const running = await start(answerer);
    const documents = "/documents/scriptoria-code-of-ethics.pdf";
    const events = [
      view("/", { landing: true }),
      { type: "engage", path: "/", ms: 12_500 },
      { type: "outbound", path: "/", target: "WWW.LinkedIn.com" },
      { type: "download", path: "/", target: documents },
      // Not the site's document, and not a host name: neither is kept.
      { type: "download", path: "/", target: "/documents/other.pdf" },
      { type: "outbound", path: "/", target: "<script>" },
    ];
    expect((await send(running, beacon(...events))).status).toBe(204);
    expect(
      (await send(running, beacon(view("/company/Aboutus"), { type: "engage", path: "/company/Aboutus", ms: 30_000 })))
        .status,
    ).toBe(204);
    // The contact form, sent from the same browser to the server (a plain post: no script ran).
    const sent = await fetch(`${running.url}/contact_api/contact.php`, {
      method: "POST",
      body: new URLSearchParams(contactValues()),
      redirect: "manual",
      headers: { accept: "text/html", "user-agent": browser, origin: running.url, "sec-fetch-site": "same-origin" },
    });
    expect(sent.status).toBe(303);
    await running.app.insights.settle();
    const { store } = running.app.insights;
    expect(await store.visits("site", ...ever)).toEqual([
      { value: "", visits: 1, visitors: 1, bounces: 0, duration: 42_500, conversions: 1 },
    ]);
    expect(await store.visits("entry", ...ever)).toEqual([
      { value: "/", visits: 1, visitors: 1, bounces: 0, duration: 42_500, conversions: 1 },
    ]);
    expect(await store.totals("goal", ...ever)).toEqual([
      { value: "conversion:contact", views: 1, visitors: 1 },
      { value: `download:${documents}`, views: 1, visitors: 1 },
      { value: "outbound:linkedin.com", views: 1, visitors: 1 },
    ]);
  });

  test("each bad input is refused or dropped, and nothing of any is kept", async () => {
    const running = await start(answerer);
    for (const [what, body, headers, status, reason] of hostile) {
      expect((await send(running, body, headers)).status, what).toBe(status);
      expect(
        await metric(running, `scriptoria_insights_events_dropped_total{reason="${reason}"}`),
        what,
      ).toBeGreaterThan(0);
    }
    expect(await kept(running)).toEqual(nothing);
  });

  test("a compressed report is refused with 415 before it is read, and nothing is kept; one marked identity is kept", async () => {
    const running = await start(answerer);
    const report = beacon(view("/"));
    for (const coding of ["gzip", "deflate", "br", "gzip, identity"]) {
      const refused = await send(running, gzipSync(report), { "content-encoding": coding });
      expect(refused.status, coding).toBe(415);
      expect(refused.headers.get("accept-encoding")).toBe("identity");
      expect(await refused.json()).toEqual({ error: codedBodyMessage });
      // Labelled compressed, sent plain: refused alike, never read as it came.
      expect((await send(running, report, { "content-encoding": coding })).status, coding).toBe(415);
    }
    expect(await kept(running)).toEqual(nothing);
    expect(await metric(running, 'scriptoria_insights_events_dropped_total{reason="coded"}')).toBe(8);
    expect((await send(running, report, { "content-encoding": "identity" })).status).toBe(204);
    expect((await kept(running)).pages).toEqual([{ value: "/", views: 1, visitors: 1 }]);
  });

  test("a flood from one address is limited", async () => {
    const running = await start(answerer, { INSIGHTS_REPORTS_PER_MINUTE: "5" });
    const statuses: number[] = [];
    for (let index = 0; index < 8; index++) statuses.push((await send(running, beacon(view("/")))).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    expect((await kept(running)).pages).toEqual([{ value: "/", views: 5, visitors: 1 }]);
    expect(await metric(running, 'scriptoria_insights_events_dropped_total{reason="rate-limited"}')).toBe(3);
  });
});

test("the reports are not in the request log: no address, no user agent, no page", async () => {
  const server = await startServer({ env: { BUILD_DIR: siteBuild(), LOG_LEVEL: "info" } });
  const response = await fetch(`${server.url}${insightsEndpoint}`, {
    method: "POST",
    body: beacon(view("/company/Aboutus")),
    headers: { "content-type": "text/plain", "user-agent": browser, origin: server.url },
  });
  expect(response.status).toBe(204);
  // A request after it is in the log: the report's would be before it.
  await fetch(`${server.url}/company/News`);
  await server.waitForOutput('"url":"/company/News"');
  expect(server.output()).not.toContain(insightsEndpoint);
  expect(server.output()).not.toContain("Chrome/131");
});
