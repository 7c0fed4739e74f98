import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { openings } from "../../core/copy/careers.ts";
import { news } from "../../core/copy/news.ts";
import { site } from "../../core/copy/site.ts";
import { clientDir } from "../../scripts/build-paths.ts";
import { indexablePages, prerenderedPages } from "../../scripts/lib/prerendered.ts";
import { expect, test } from "../support/e2e.ts";

type Json = Record<string, unknown> & { "@type"?: string };

const html = (path: string) => readFileSync(join(clientDir, path, "index.html"), "utf8");

/** The JSON-LD documents of a prerendered page, parsed. */
function jsonLd(path: string): Json[] {
  return [...html(path).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as Json,
  );
}

function ofType(path: string, type: string): Json {
  const found = jsonLd(path).filter((data) => data["@type"] === type);
  expect(found, `${path}: one ${type}`).toHaveLength(1);
  return found[0] as Json;
}

const attribute = (page: string, pattern: RegExp) => page.match(pattern)?.[1]?.replaceAll("&amp;", "&");
const metaContent = (page: string, key: string) =>
  attribute(page, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));

const pages = prerenderedPages();
const productPaths = pages.map((page) => page.path).filter((path) => path.startsWith("/products/"));
const servicePaths = pages.map((page) => page.path).filter((path) => /^\/(content|digital)\//.test(path));

test("home: Organization with names, logo and social profiles, and WebSite; contact page: the same Organization with the three offices and contacts", () => {
  const identity = {
    "@id": expect.stringMatching(/#organization$/),
    name: site.name,
    legalName: site.legalName,
    url: expect.stringMatching(/^https?:\/\//),
    logo: expect.stringMatching(/^https?:\/\/.+\.png$/),
    sameAs: site.social.map((social) => social.href),
  };
  const home = ofType("/", "Organization");
  expect(home).toMatchObject(identity);
  const organization = ofType("/company/contactus", "Organization");
  expect(organization).toMatchObject({ ...identity, "@id": home["@id"] });
  const addresses = organization.address as Json[];
  expect(addresses.map((address) => address.addressCountry)).toEqual(["IN", "US", "DE"]);
  for (const address of addresses) {
    expect(address).toMatchObject({ streetAddress: expect.any(String), postalCode: expect.any(String) });
  }
  const contacts = organization.contactPoint as Json[];
  expect(contacts.some((contact) => contact.email === site.email)).toBe(true);
  expect(contacts.filter((contact) => typeof contact.telephone === "string").length).toBeGreaterThanOrEqual(3);
  expect(ofType("/", "WebSite")).toMatchObject({ name: site.name, url: home.url });
  expect(jsonLd("/").some((data) => data["@type"] === "BreadcrumbList")).toBe(false);
});

test("every page below the home page has a BreadcrumbList from Home to itself (not the noindex confirmations)", () => {
  for (const { path, canonicalPath } of pages.filter((page) => page.path !== "/" && page.canonicalPath !== null)) {
    const list = ofType(path, "BreadcrumbList");
    const items = list.itemListElement as Json[];
    expect(items.length, path).toBeGreaterThanOrEqual(2);
    expect(items[0]).toMatchObject({ position: 1, name: "Home" });
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    const last = items.at(-1) as Json;
    expect(new URL(String(last.item)).pathname, path).toBe(canonicalPath);
    for (const item of items) expect(String(item.item)).toMatch(/^https?:\/\//);
  }
});

test("each opening has a JobPosting: title, description, date, full time, employer, place, experience; no salary", () => {
  for (const opening of openings) {
    const posting = ofType(`/company/career/${opening.slug}`, "JobPosting");
    expect(posting).toMatchObject({
      title: opening.title,
      description: opening.summary,
      datePosted: opening.datePosted,
      employmentType: "FULL_TIME",
      hiringOrganization: { name: site.name },
      jobLocation: { address: { addressCountry: "IN", addressLocality: "Chennai" } },
      experienceRequirements: { monthsOfExperience: expect.any(Number) },
    });
    expect(posting).not.toHaveProperty("baseSalary");
  }
});

test("each news story has a NewsArticle: headline, image, date published, publisher", () => {
  for (const item of news) {
    const article = ofType(`/company/Newsdetail/${item.id}`, "NewsArticle");
    expect(article).toMatchObject({
      headline: item.headline,
      datePublished: item.isoDate,
      publisher: { name: site.name },
    });
    expect((article.image as string[])[0]).toMatch(/^https?:\/\/.+\.(png|webp|avif|jpg)$/);
  }
});

test("each product page has a SoftwareApplication, each service page a Service", () => {
  expect(productPaths.length).toBeGreaterThanOrEqual(6);
  for (const path of productPaths) {
    expect(ofType(path, "SoftwareApplication")).toMatchObject({
      name: expect.any(String),
      provider: { name: site.name },
    });
  }
  expect(servicePaths).toHaveLength(13);
  for (const path of [...servicePaths, "/technology", "/agiletesting", "/projectmanagement", "/typesettingkpo"]) {
    expect(ofType(path, "Service")).toMatchObject({ name: expect.any(String), provider: { name: site.name } });
  }
});

test("every page: unique title and description, canonical (or noindex), news feed link, Open Graph and Twitter card with a large image", async () => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  const images = new Set<string>();
  for (const { path, canonicalPath } of pages) {
    const page = html(path);
    const title = attribute(page, /<title>([^<]*)<\/title>/) ?? "";
    const description = metaContent(page, "description") ?? "";
    expect(title.length, `${path}: title`).toBeGreaterThan(10);
    expect(description.length, `${path}: description`).toBeGreaterThan(50);
    // An alias (a page whose canonical is another page) shows that page, titles and all.
    if (canonicalPath === path) {
      expect(titles.has(title), `${path}: unique title`).toBe(false);
      expect(descriptions.has(description), `${path}: unique description`).toBe(false);
      titles.add(title);
      descriptions.add(description);
    }
    if (canonicalPath === null) {
      // The forms' confirmation pages: for visitors who just sent a form, not for search engines.
      expect(metaContent(page, "robots"), `${path}: noindex`).toBe("noindex");
    } else {
      expect(attribute(page, /<link rel="canonical" href="([^"]+)"/), path).toMatch(/^https?:\/\//);
    }
    for (const key of ["og:title", "og:description", "og:url", "og:image", "twitter:card"]) {
      expect(metaContent(page, key), `${path}: ${key}`).toBeTruthy();
    }
    expect(metaContent(page, "twitter:card")).toBe("summary_large_image");
    expect(page, `${path}: the news feed in <head>`).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="\/company\/News\/feed\.atom"\/>/,
    );
    images.add(new URL(metaContent(page, "og:image") ?? "").pathname);
  }
  for (const image of images) {
    const { width = 0, height = 0 } = await sharp(join(clientDir, image)).metadata();
    expect(width, image).toBeGreaterThanOrEqual(1200);
    expect(height, image).toBeGreaterThanOrEqual(630);
  }
});

test("the sitemap lists exactly the indexable prerendered pages, with lastmod; robots.txt points to it", async ({
  request,
}) => {
  const sitemap = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
  const listed = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)].map(
    (match) => new URL(match[1] ?? "").pathname.replace(/(.)\/$/, "$1"),
  );
  expect(listed.length).toBe([...sitemap.matchAll(/<url>/g)].length);
  expect(listed.sort()).toEqual(
    indexablePages()
      .map((page) => page.path)
      .sort(),
  );
  expect(listed).not.toContain("/404");
  expect(listed).not.toContain("/products/scholarlyxpert");
  for (const path of listed) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});
