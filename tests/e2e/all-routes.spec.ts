import { readFileSync } from "node:fs";
import { join } from "node:path";
import { productAliases } from "../../core/copy/products.ts";
import { clientDir } from "../../scripts/build-paths.ts";
import { prerenderedPages } from "../../scripts/lib/prerendered.ts";
import { axeViolations, expect, test } from "../support/e2e.ts";

const root = clientDir;

/** Every route the build prerendered, read from the build itself. */
const pages = prerenderedPages(root);
const routes = pages.map((page) => page.path);
/** Pages for search engines have a canonical link; the others (form confirmations) say noindex. */
const noindex = new Set(pages.filter((page) => page.canonicalPath === null).map((page) => page.path));

/**
 * The canonical address of a route: its own, except for an alias that shows another page
 * (/products/scholarlyxpert is Xpert Review's page).
 */
function canonicalOf(route: string): string {
  const alias = /^\/products\/([a-z]+)$/.exec(route)?.[1] ?? "";
  return Object.hasOwn(productAliases, alias) ? `/products/${productAliases[alias]}` : route;
}

test("the build prerenders the site's routes", () => {
  expect(routes).toEqual(expect.arrayContaining(["/", "/all/content", "/all/digital", "/all/products", "/disclaimer"]));
  expect([...noindex]).toEqual(["/company/career/sent", "/company/contactus/sent"]);
});

test("titles are unique across routes", () => {
  const titles = routes
    .filter((route) => canonicalOf(route) === route)
    .map((route) => {
      const html = readFileSync(join(root, route, "index.html"), "utf8");
      return html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
    });
  expect(titles.every((title) => title.length > 0)).toBe(true);
  expect(new Set(titles).size).toBe(titles.length);
});

for (const route of routes) {
  test(`route ${route}: 200, one h1, clean console, no serious axe violations`, async ({ page, consoleErrors }) => {
    // axe's full WCAG pass alone takes 5-25 s a page on a 2-core machine (the home page, with its
    // carousels' and strips' many nodes, the longest): more than the default 30 s with the load.
    test.setTimeout(60_000);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("meta[name='description']")).toHaveAttribute("content", /.{50,}/);
    if (noindex.has(route)) {
      await expect(page.locator("meta[name='robots']")).toHaveAttribute("content", "noindex");
      await expect(page.locator("link[rel='canonical']")).toHaveCount(0);
    } else {
      await expect(page.locator("link[rel='canonical']")).toHaveAttribute(
        "href",
        new RegExp(`${route === "/" ? "" : canonicalOf(route)}$`),
      );
    }
    for (const img of await page.locator("img").all()) {
      expect(await img.getAttribute("alt"), "every image has an alt attribute").not.toBeNull();
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test("every internal link in the built HTML resolves", async ({ request }) => {
  const links = new Set<string>();
  for (const route of [...routes, "/404"]) {
    const html = readFileSync(join(root, route, "index.html"), "utf8");
    for (const match of html.matchAll(/<(?:a|link)\b[^>]*\bhref="([^"]+)"/g)) {
      const href = (match[1] ?? "").replaceAll("&amp;", "&");
      if (href.startsWith("/") && !href.startsWith("//")) links.add(href.split("#")[0] ?? href);
    }
    for (const match of html.matchAll(/\bsrc(?:set)?="([^"]+)"/g)) {
      for (const part of (match[1] ?? "").split(",")) {
        const src = part.trim().split(/\s+/)[0] ?? "";
        if (src.startsWith("/")) links.add(src);
      }
    }
  }
  const broken: string[] = [];
  for (const link of links) {
    const response = await request.get(link, { maxRedirects: 0 });
    if (response.status() === 200) continue;
    broken.push(`${link} -> ${response.status()}`);
  }
  expect(broken).toEqual([]);
  expect(links.size).toBeGreaterThan(30);
});
