import { expect, hydrated, mobile, test } from "../support/e2e.ts";

test("GET /healthz answers ok", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});

test("an unknown path answers 404 with the not-found page", async ({ request }) => {
  for (const path of ["/no-such-page", "/all/nope", "/content/nope/deeper", "/assets/missing.js"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain("Page not found");
    // Plain HTML: the framework's scripts would hydrate a page that does not match the address.
    expect(html, path).not.toContain('type="module"');
    expect(html, path).not.toContain("modulepreload");
    expect(html, path).not.toContain("__reactRouterContext");
  }
});

test.describe("a direct hit on an unknown slug", () => {
  // The browser reports the document's own 404 status as a console error; anything else is a real one.
  test.use({ expectedConsoleErrors: { url: /\/all\/unknown-category$/ } });

  test("a direct hit on an unknown slug under a dynamic route renders cleanly", async ({ page, consoleErrors }) => {
    const response = await page.goto("/all/unknown-category");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Content services/ })).toHaveAttribute("href", "/all/content");
    // The mobile menu and footer work from this page too (they do not depend on hydration).
    await page.setViewportSize({ width: 390, height: 800 });
    await page.locator("summary[aria-label='Menu']").click();
    await expect(page.locator("details:has(> summary[aria-label='Menu']) nav")).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test("client-side navigation to an unknown slug shows the not-found page", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() => {
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }
    ).__reactRouterDataRouter.navigate("/all/elsewhere");
  });
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
});

test("case variants, trailing slashes and parent paths redirect with 301", async ({ request }) => {
  const cases: [string, string][] = [
    ["/Disclaimer", "/disclaimer"],
    ["/ALL/Content", "/all/content"],
    ["/all/content/", "/all/content"],
    ["/all/content/?ref=mail", "/all/content?ref=mail"],
    ["/products", "/all/products"],
    ["/content", "/all/content"],
    ["/digital", "/all/digital"],
    ["/company", "/company/Aboutus"],
    ["/company/sample", "/company/sample/Composition"],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(
      new URL(response.headers().location ?? "", "http://x").pathname +
        new URL(response.headers().location ?? "", "http://x").search,
      from,
    ).toBe(to);
  }
});

test("HTML revalidates, hashed assets are immutable, both precompressed", async ({ request }) => {
  const html = await request.get("/all/digital", { headers: { "accept-encoding": "br" } });
  expect(html.headers()["cache-control"]).toBe("no-cache");
  expect(html.headers()["content-encoding"]).toBe("br");
  expect(html.headers()["content-type"]).toContain("text/html");
  const script = (await html.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? "", { headers: { "accept-encoding": "gzip" } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers()["content-encoding"]).toBe("gzip");
});

test("security headers on every response", async ({ request }) => {
  for (const path of ["/", "/no-such-page", "/healthz", "/favicon.svg"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toContain("default-src 'self'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["strict-transport-security"], path).toBeUndefined();
  }
});

test("robots.txt and the sitemap list every prerendered page", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/", "/all/content", "/all/products", "/all/digital", "/disclaimer"]) {
    expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path === "/" ? "/" : path}</loc>`));
  }
  expect(sitemap).not.toContain("/404");
});

test("a page hydrates from the framework's own scripts, as React Router writes them", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain('<link rel="modulepreload"');
  expect(html).toContain('<script type="module"');

  await page.goto("/");
  await hydrated(page);
  // Toasts are raised by the forms only: no toaster, and none of its code, until then.
  await expect(page.locator("[data-rht-toaster]")).toHaveCount(0);
});

// Sections hydrate after the page is painted, some of them when their code arrives. None may be
// rendered again from scratch meanwhile: the page would empty and refill, and the footer jump.
// Shifts are counted from the moment the page's scripts start, or from the frames after the web
// fonts swap in if that comes later (on a busy machine it sometimes does): a font swap is not
// hydration.
for (const path of ["/", "/content/peerreview", "/digital/ebooks", "/agiletesting", "/technology"]) {
  test(`${path}: nothing moves while the page hydrates`, async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.addInitScript(() => {
      const state = {
        scriptsStart: Number.POSITIVE_INFINITY,
        fontsSwapped: 0,
        shifts: [] as { value: number; at: number }[],
      };
      Object.assign(window, { state });
      // The swap is laid out in the frame after the fonts load: two frames later it is done.
      document.fonts.addEventListener("loadingdone", () =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            state.fontsSwapped = performance.now();
          }),
        ),
      );
      new MutationObserver((records) => {
        const added = records.flatMap((record) => [...record.addedNodes]);
        if (added.some((node) => node instanceof HTMLScriptElement && node.type === "module")) {
          state.scriptsStart = Math.min(state.scriptsStart, performance.now());
        }
      }).observe(document, { subtree: true, childList: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          state.shifts.push({ value: (entry as PerformanceEntry & { value: number }).value, at: entry.startTime });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    const { scriptsStart, fontsSwapped, shifts } = await page.evaluate(
      () =>
        (
          window as unknown as {
            state: { scriptsStart: number; fontsSwapped: number; shifts: { value: number; at: number }[] };
          }
        ).state,
    );
    expect(scriptsStart).toBeLessThan(Number.POSITIVE_INFINITY);
    expect(shifts.filter((shift) => shift.at >= Math.max(scriptsStart, fontsSwapped))).toEqual([]);
  });
}
