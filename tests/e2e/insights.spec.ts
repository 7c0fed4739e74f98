/**
 * Visit counts and vitals from a real Chromium against the built site: a visitor's first load and
 * two client-side navigations arrive in the store with the first page's vitals, and the same
 * visit with the Global Privacy Control signal sends nothing. INP and CLS arrive for at least 9
 * loads in 10, whether the visitor leaves for another page, off the site, or closes the tab. On
 * the hosted site with the admin area, an editor who signs in sees a visit of three pages that
 * switched tabs and sent the contact form counted on the dashboard (its length, entry and exit
 * pages, campaign, conversion and vitals), and the same visit with the signal nowhere. And the dashboard, over a store of known visits
 * (scripts/lib/insights-dashboard-site.ts), at a phone's and a desktop's width: the chart open on
 * today, addresses broken after slashes, wide tables scrolling with their first column in place.
 */
import { randomInt } from "node:crypto";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import axeCore, { type AxeResults } from "axe-core";
import { insightsEndpoint } from "../../core/protocols/insights-protocol.ts";
import { type AdminSite, siteEditor, startAdminSite } from "../../scripts/lib/admin-site.ts";
import { launchOptions } from "../../scripts/lib/browser.ts";
import { serveSeededDashboard } from "../../scripts/lib/insights-dashboard-site.ts";
import { dayOf, visitorHash } from "../../server/insights/visitor.ts";
import { expect, hydrated, reactive, test } from "../support/e2e.ts";

/** The e2e server's database (playwright.config.ts: DATA_DIR). */
const database = join(process.cwd(), "test-results", "e2e-data", "insights.db");

function query<T>(sql: string, ...values: (string | number)[]): T[] {
  const db = new DatabaseSync(database, { readOnly: true, timeout: 5000 });
  try {
    return db.prepare(sql).all(...values) as T[];
  } finally {
    db.close();
  }
}

/** A desktop Chrome as a visitor has it (the headless browser's own name is a bot's), one of its own per test. */
const visitorAgent = () =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.${randomInt(1000, 9999)}.${randomInt(10, 99)}`;

/** This visitor's page views today, as kept: the day's hash of the address and user agent. */
function viewsOf(userAgent: string): Record<string, string>[] {
  const today = dayOf(Date.now());
  const [row] = query<{ salt: Uint8Array }>("SELECT salt FROM insights_salts WHERE day = ?", today);
  if (!row) return [];
  const visitor = visitorHash(Buffer.from(row.salt), "scriptoria.example", "127.0.0.1", userAgent);
  return query(
    "SELECT path, referrer, device, browser, os, channel, campaign FROM insights_views WHERE visitor = ? ORDER BY id",
    visitor,
  );
}

/** Samples of a vital of a page today. */
function samplesOf(path: string, metric: string): number {
  const [row] = query<{ samples: number | null }>(
    "SELECT SUM(samples) AS samples FROM insights_vitals WHERE day = ? AND path = ? AND metric = ?",
    dayOf(Date.now()),
    path,
    metric,
  );
  return Number(row?.samples ?? 0);
}

/** Makes the page's browser send the Global Privacy Control signal (`navigator.globalPrivacyControl`). */
async function withPrivacySignal(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true }),
  );
}

/** The requests the page makes to the endpoint, and for the reporter's own chunk. */
function watch(page: Page) {
  const seen = { beacons: [] as string[], reporter: 0 };
  page.on("request", (request) => {
    if (request.url().endsWith(insightsEndpoint)) seen.beacons.push(request.postData() ?? "");
    if (/\/assets\/reporter-[\w-]+\.js$/.test(request.url())) seen.reporter++;
  });
  return seen;
}

/**
 * The home page from a campaign's link, then the privacy notice and the imprint through the footer's links (client-side:
 * the window's marker survives), then the browser idle after all of it.
 */
async function visitThreePages(page: Page): Promise<void> {
  // A link of a campaign, followed from another site.
  await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-journals", {
    referer: "https://www.search.example/results?q=typesetting",
  });
  await hydrated(page);
  // The chunk that carries the visit reporter has hydrated: the reporter waits for an idle moment.
  await reactive(page.locator('button[aria-label="Back to top"]'));
  await page.evaluate(() => Object.assign(window, { visitMarker: true }));
  const footer = page.getByRole("contentinfo");
  for (const [name, path] of [
    ["Privacy notice", "/privacy"],
    ["Imprint", "/imprint"],
  ] as const) {
    const link = footer.getByRole("link", { name, exact: true });
    await reactive(link);
    await link.click();
    await page.waitForURL(`**${path}`);
    await expect(page.locator("h1")).toHaveText(name === "Privacy notice" ? "Privacy notice" : "Imprint");
  }
  expect(await page.evaluate(() => "visitMarker" in window)).toBe(true);
  // Idle callbacks run in the order they were asked for: once this one has, the reporter's has.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/** Hides the page and shows it again, as switching to another tab and back does (a headless browser's pages never hide). */
async function switchTabs(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const state of ["hidden", "visible"]) {
      Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    }
  });
}

/**
 * A visit from a campaign's link that reads three pages (the home page, the privacy notice, the
 * contact page, the last two reached client-side), switches tabs and back, and sends the contact form.
 */
async function visitAndEnquire(page: Page): Promise<void> {
  await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-journals", {
    referer: "https://www.search.example/results?q=typesetting",
  });
  await hydrated(page);
  await reactive(page.locator('button[aria-label="Back to top"]'));
  const privacy = page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice", exact: true });
  await reactive(privacy);
  // Each page shown before the next is asked for: a page left before it rendered was never seen.
  await privacy.click();
  await expect(page.locator("h1")).toHaveText("Privacy notice");
  await page.getByRole("banner").getByRole("link", { name: "Get a Quote" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Get in touch" })).toBeVisible();
  await switchTabs(page);
  await page.getByLabel("Name", { exact: true }).fill("Miriam Okafor");
  await page.getByLabel("Email", { exact: true }).fill("miriam.okafor@example.org");
  await page.getByLabel("Phone number", { exact: true }).fill("6175550142");
  await page.getByLabel("Message", { exact: true }).fill("We need XML conversion for 3,000 backlist titles.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message sent successfully!" })).toBeVisible({
    timeout: 60_000,
  });
}

test.describe("a visit", () => {
  const userAgent = visitorAgent();
  test.use({ userAgent });

  test("page views of the first load and two client-side navigations, and the first page's vitals, arrive", async ({
    page,
  }) => {
    const seen = watch(page);
    const reading = { device: "desktop", browser: "Microsoft Edge 131", os: "Linux" };
    const campaign = "autumn-journals (newsletter / email)";
    const before = { lcp: samplesOf("/", "LCP"), cls: samplesOf("/", "CLS"), ttfb: samplesOf("/", "TTFB") };
    await visitThreePages(page);
    await expect.poll(() => seen.reporter).toBe(1);
    const beacons = () =>
      seen.beacons.map((body) => (JSON.parse(body) as { events: Record<string, unknown>[] }).events);
    // The time the home page and the privacy notice were seen, sent within a second of leaving each.
    await expect
      .poll(() =>
        beacons()
          .flat()
          .filter((event) => event.type === "engage")
          .map((event) => event.path),
      )
      .toEqual(expect.arrayContaining(["/", "/privacy"]));
    // Closing the tab hides the page: web-vitals reports what it measured last (CLS, INP), in one
    // beacon. (Leaving the page for another address hides it too, but that beacon goes out with
    // the headless browser's own user agent rather than the test's, and is dropped as a bot's.)
    await page.close({ runBeforeUnload: true });
    await expect
      .poll(() => viewsOf(userAgent))
      .toEqual([
        // The user agent read on arrival, and kept only as the browser's family and major version
        // and the system's family; the channel and the campaign on the first page only.
        { ...reading, path: "/", referrer: "search.example", channel: "E-mail", campaign },
        { ...reading, path: "/privacy", referrer: "", channel: "", campaign: "" },
        { ...reading, path: "/imprint", referrer: "", channel: "", campaign: "" },
      ]);
    await expect.poll(() => samplesOf("/", "LCP")).toBe(before.lcp + 1);
    await expect.poll(() => samplesOf("/", "CLS")).toBe(before.cls + 1);
    await expect.poll(() => samplesOf("/", "TTFB")).toBe(before.ttfb + 1);
    // Only the path, the first page's mark, referring host and campaign, the device class, the
    // vitals, and how long each page was seen: no cookie, nothing else.
    const sent = ["type", "path", "landing", "referrer", "campaign", "device", "name", "value", "ms"];
    for (const event of beacons().flat()) expect(Object.keys(event).every((key) => sent.includes(key))).toBe(true);
    // What is reported within a second goes together: the first page's view with its FCP (whose
    // entry the browser has buffered by the time the reporter asks).
    const landing = beacons().find((sent) => sent.some((event) => event.type === "view" && event.landing));
    expect(landing?.map((event) => (event.type === "vital" ? event.name : event.type))).toEqual(
      expect.arrayContaining(["view", "FCP"]),
    );
    expect(await page.context().cookies()).toEqual([]);
  });
});

/**
 * A browser of its own whose every request carries a visitor's user agent: a context's user agent
 * is not the one of a beacon sent as the page unloads, which would be dropped as a bot's.
 */
function visitorBrowser() {
  const options = launchOptions();
  return chromium.launch({ ...options, args: [...(options.args ?? []), `--user-agent=${visitorAgent()}`] });
}

test.describe("speed reports however the visitor leaves", () => {
  test("a page left at once after a click, before the browser was ever idle, still sends its INP", async ({
    baseURL,
  }) => {
    const browser = await visitorBrowser();
    try {
      const page = await (await browser.newContext({ baseURL })).newPage();
      const seen = watch(page);
      const path = "/disclaimer";
      await page.goto(path);
      await hydrated(page);
      await expect.poll(() => seen.reporter).toBe(1);
      // From here the browser is never idle: web-vitals, which reads interactions when it is, never
      // reads the click, and the page goes off the site without being hidden first.
      await page.evaluate(() => {
        window.requestIdleCallback = () => 0;
      });
      const before = samplesOf(path, "INP");
      await page.locator("h1").click();
      await page.waitForFunction(() => performance.getEntriesByType("first-input").length > 0);
      await page.evaluate(() => {
        location.href = "about:blank";
      });
      await page.waitForURL("about:blank");
      await expect.poll(() => samplesOf(path, "INP"), { timeout: 15_000 }).toBe(before + 1);
    } finally {
      await browser.close();
    }
  });

  test("INP and CLS arrive for at least 9 loads in 10: leaving for another page, off the site, or closing the tab", async ({
    baseURL,
  }) => {
    test.setTimeout(3 * 60_000);
    const browser = await visitorBrowser();
    const exits = {
      "another page of the site": async (page: Page) => {
        const link = page.getByRole("contentinfo").getByRole("link", { name: "Imprint", exact: true });
        await reactive(link);
        await link.click();
        await page.waitForURL("**/imprint");
      },
      // A link off the site: the page is unloaded without being hidden first.
      "a link off the site": async (page: Page) => {
        await page.evaluate(() => {
          location.href = "about:blank";
        });
        await page.waitForURL("about:blank");
      },
      "closing the tab": (page: Page) => page.close({ runBeforeUnload: true }),
    };
    // Each way of leaving from a page of its own, so that what arrives is told apart.
    const landings: Record<keyof typeof exits, string> = {
      "another page of the site": "/company/Aboutus",
      "a link off the site": "/company/offices",
      "closing the tab": "/company/career",
    };
    const counted = () =>
      Object.values(landings).map((path) => ({ INP: samplesOf(path, "INP"), CLS: samplesOf(path, "CLS") }));
    const before = counted();
    const rounds = 4;
    // Kept open to the end: a beacon sent as a page goes is delivered by its browser, which a
    // visitor's goes on running.
    const contexts: BrowserContext[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const [exit, leave] of Object.entries(exits)) {
        const context = await browser.newContext({ baseURL });
        contexts.push(context);
        const page = await context.newPage();
        const seen = watch(page);
        await page.goto(landings[exit as keyof typeof exits]);
        await hydrated(page);
        await expect.poll(() => seen.reporter).toBe(1);
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
        // An interaction: a click on the heading, measured (the browser measures an interaction
        // once it has painted its effect, which on a busy machine may take several frames).
        await page.locator("h1").click();
        await page.waitForFunction(() => performance.getEntriesByType("first-input").length > 0);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
        await leave(page);
      }
    }
    const loads = rounds * Object.keys(exits).length;
    const arrived = () => {
      const now = counted();
      const sum = (name: "INP" | "CLS") =>
        now.reduce((total, counts, index) => total + counts[name] - (before[index]?.[name] ?? 0), 0);
      return { INP: sum("INP") / loads, CLS: sum("CLS") / loads, byExit: now };
    };
    // The server writes what arrives in batches: the rates rise to what the pages sent, all of it
    // or, when a report was lost, as far as they go.
    await expect
      .poll(() => Math.min(arrived().INP, arrived().CLS), { timeout: 15_000 })
      .toBe(1)
      .catch(() => undefined);
    const { INP, CLS, byExit } = arrived();
    const perExit = Object.keys(exits).map(
      (exit, index) =>
        `${exit}: INP ${(byExit[index]?.INP ?? 0) - (before[index]?.INP ?? 0)}, CLS ${(byExit[index]?.CLS ?? 0) - (before[index]?.CLS ?? 0)} of ${rounds}`,
    );
    console.log(
      `of ${loads} loads, INP arrived for ${(INP * 100).toFixed(0)} %, CLS for ${(CLS * 100).toFixed(0)} % (${perExit.join("; ")})`,
    );
    expect(INP).toBeGreaterThanOrEqual(0.9);
    expect(CLS).toBeGreaterThanOrEqual(0.9);
    // Once per load, never twice.
    expect(INP).toBeLessThanOrEqual(1);
    expect(CLS).toBeLessThanOrEqual(1);
    await browser.close();
  });
});

test.describe("a visit with the Global Privacy Control signal", () => {
  const userAgent = visitorAgent();
  test.use({ userAgent });

  test("loads no reporter and sends nothing", async ({ page }) => {
    await withPrivacySignal(page);
    const seen = watch(page);
    await visitThreePages(page);
    await page.close({ runBeforeUnload: true });
    expect(seen).toEqual({ beacons: [], reporter: 0 });
    expect(viewsOf(userAgent)).toEqual([]);
  });
});

test.describe("on the hosted site, behind the sign-in", () => {
  let site: AdminSite;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startAdminSite({ buildDir: resolve(process.env.BUILD_ROOT ?? "build", "client") });
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test("a visit of three pages that sends the contact form is counted on the dashboard: its length, entry and exit, campaign, conversion and vitals; the same visit with the signal adds nothing", async ({
    browser,
  }) => {
    // The daily counts are made once a minute.
    test.setTimeout(180_000);
    const visit = async (privacySignal: boolean) => {
      // A browser with the signal says so to the page's scripts and in every request's Sec-GPC header.
      const context = await browser.newContext({
        baseURL: site.url,
        userAgent: visitorAgent(),
        extraHTTPHeaders: privacySignal ? { "sec-gpc": "1" } : {},
      });
      const page = await context.newPage();
      if (privacySignal) await withPrivacySignal(page);
      await visitAndEnquire(page);
      await page.close({ runBeforeUnload: true });
      await context.close();
    };
    await visit(true);
    await visit(false);

    const page = await browser.newPage({ baseURL: site.url });
    await page.goto("/admin/");
    await page.getByLabel("E-mail address").fill(siteEditor.email);
    await page.getByLabel("Password").fill(siteEditor.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText(`Signed in as ${siteEditor.name}`)).toBeVisible();

    /** The body rows of a table of the dashboard, cell by cell. */
    const rows = (name: string | RegExp) =>
      page
        .getByRole("table", { name })
        .evaluate((table: HTMLTableElement) =>
          [...(table.tBodies[0]?.rows ?? [])].map((row) =>
            [...row.cells].map((cell) => cell.textContent?.trim() ?? ""),
          ),
        );
    await expect
      .poll(
        async () => {
          await page.goto("/admin/insights?range=7");
          return rows("Top pages");
        },
        { timeout: 150_000, intervals: [2_000] },
      )
      .toEqual([
        ["/", "1", "1"],
        ["/company/contactus", "1", "1"],
        ["/privacy", "1", "1"],
      ]);
    expect(await rows("Device classes")).toEqual([["Desktop (1100 px and wider)", "3", "1"]]);
    expect(await rows("Top referring sites")).toEqual([["search.example", "1", "1"]]);
    // One visit of three pages, seen for a while (reported at each page left and at the tab's
    // switch), that converted: by its channel, campaign, entry and exit page.
    const converted = (label: string) => [
      label,
      "1",
      "0%",
      expect.stringMatching(/^(\d+ s|\d+ min \d\d s)$/),
      "1",
      "100%",
    ];
    expect(await rows("Channels")).toEqual([converted("E-mail")]);
    expect(await rows("Campaigns")).toEqual([converted("autumn-journals (newsletter / email)")]);
    expect(await rows("Entry pages")).toEqual([converted("/")]);
    expect(await rows("Exit pages")).toEqual([converted("/company/contactus")]);
    expect(await rows("Goals")).toEqual([["Contact enquiry accepted", "1", "1"]]);
    expect(await rows("Browsers")).toEqual([["Microsoft Edge 131", "3", "1"]]);
    expect(await rows("Operating systems")).toEqual([["Linux", "3", "1"]]);
    /** A total's figure (its first dd; the second compares it with the days before). */
    const total = (label: string) =>
      page
        .locator(".totals > div", { has: page.getByText(label, { exact: true }) })
        .locator("dd")
        .first()
        .textContent();
    expect(await total("Visits")).toBe("1");
    expect(await total("Views per visit")).toBe("3.0");
    expect(await total("Bounce rate")).toBe("0%");
    expect(await total("Visit duration")).toMatch(/^(\d+ s|\d+ min \d\d s)$/);
    expect(await total("Conversions")).toBe("1 (100%)");
    // The 7 days before had no visits.
    const visitsChange = page.locator(".totals > div", { has: page.getByText("Visits", { exact: true }) });
    await expect(visitsChange.locator("dd.change")).toHaveText("none before");
    // The visit was minutes ago: its visitor is on the site now.
    expect(await total("On the site now (last 5 minutes)")).toBe("1");
    // The home page's LCP, INP (the click on its footer's link) and CLS: one sample each, from the
    // visit without the signal.
    const speed = await rows(/Core Web Vitals/);
    const home = speed.find(([label]) => label === "/");
    for (const cell of home?.slice(1, 4) ?? ["none"]) expect(cell).toMatch(/ (good|needs improvement|poor) 1 sample$/);
    // The same sample on the desktops' row: the visit's window was desktop-wide.
    const desktops = speed.find(([label]) => label === "Whole site, on desktops");
    expect(desktops?.[1]).toMatch(/ (good|needs improvement|poor) 1 sample$/);
    await page.close();
  });
});

/** axe's WCAG 2.2 AA findings on a page that is not the site's (the fixtures' helper waits for the site's hydration). */
async function wcagViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeCore.source);
  const results: AxeResults = await page.evaluate(() =>
    (window as unknown as { axe: typeof axeCore }).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      resultTypes: ["violations"],
    }),
  );
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

test.describe("the dashboard", () => {
  // axe is added to the page by the test; the page's own policy allows no script.
  test.use({ bypassCSP: true });
  for (const width of [360, 768, 1440]) {
    test(`reads at ${width} px: nothing wider than the screen, no accessibility violations`, async ({ page }) => {
      const dashboard = await serveSeededDashboard();
      try {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${dashboard.url}?range=90`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Visits and speed");
        await expect(page.getByRole("img", { name: /Visits.*page views/ })).toBeVisible();
        await expect(page.getByRole("table", { name: "Top pages" })).toContainText("/company/Aboutus");
        await expect(page.getByRole("table", { name: /Core Web Vitals/ })).toContainText("needs improvement");
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // The chart opens on its last day, today, where the visits are.
        const frame = page.getByRole("region", { name: "Visits chart" });
        const frameBox = await frame.boundingBox();
        const lastBar = await frame.locator(".bar").last().boundingBox();
        expect(lastBar && frameBox && lastBar.x + lastBar.width <= frameBox.x + frameBox.width + 1).toBe(true);
        expect(lastBar && frameBox && lastBar.x >= frameBox.x).toBe(true);
        // An address breaks after a slash or at a hyphen, never inside a word.
        const breaks = await page.locator("tbody th").evaluateAll((cells) =>
          cells.flatMap((cell) => {
            const text = cell.textContent ?? "";
            if (!text.startsWith("/")) return [];
            const range = document.createRange();
            const found: string[] = [];
            let offset = 0;
            let lastTop: number | undefined;
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (let index = 0; index < (node.textContent ?? "").length; index++) {
                range.setStart(node, index);
                range.setEnd(node, index + 1);
                const top = range.getBoundingClientRect().top;
                if (lastTop !== undefined && top > lastTop + 2)
                  found.push(`${text.slice(0, offset)}|${text.slice(offset)}`);
                lastTop = top;
                offset++;
              }
            }
            return found;
          }),
        );
        for (const at of breaks) expect(at, `a line break in ${at}`).toMatch(/[/-]\|/);
        if (width === 360) expect(breaks.length).toBeGreaterThan(0);
        // A wide table scrolls sideways with its first column in place.
        const speed = page.getByRole("region", { name: /Core Web Vitals/ });
        await speed.evaluate((region) => region.scrollTo({ left: region.scrollWidth }));
        const [regionBox, firstCell] = await Promise.all([
          speed.boundingBox(),
          speed.locator("tbody th").first().boundingBox(),
        ]);
        expect(Math.abs((firstCell?.x ?? -1) - (regionBox?.x ?? 0))).toBeLessThanOrEqual(1);
        expect(await wcagViolations(page)).toEqual([]);
        await page.screenshot({ path: `test-results/insights-dashboard-${width}.png`, fullPage: true });
      } finally {
        await dashboard.close();
      }
    });
  }
});
