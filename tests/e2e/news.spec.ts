import { galleries, news } from "../../core/copy/news.ts";
import { newsPage } from "../../core/copy/news-page.ts";
import { desktop, expect, hydrated, navigate, test } from "../support/e2e.ts";

/** The current story at this position of the listing (newest first). */
function story(index: number) {
  const item = news[index];
  if (!item) throw new Error(`no story at position ${index}`);
  return item;
}

test.use({ viewport: desktop });

const feedPath = newsPage.feed.path;

test("/company/News: thirteen cards with picture, date, headline and READ NEWS to their story", async ({ page }) => {
  const response = await page.goto("/company/News");
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page).toHaveTitle("News and events | Scriptoria");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News and events");
  const cards = page.getByTestId("news-card");
  await expect(cards).toHaveCount(13);
  for (const [index, item] of news.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(item.headline);
    await expect(card.locator("time")).toHaveText(item.date);
    await expect(card.locator("time")).toHaveAttribute("datetime", item.isoDate);
    await expect(card.locator("img")).toHaveAttribute("alt", item.alt);
    const link = card.getByRole("link");
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAccessibleName(`Read news: ${item.headline}`);
    await expect(link).toHaveText(/read news/i);
    await expect(link).toHaveAttribute("href", `/company/Newsdetail/${index}`);
  }
  // The newest story's picture is the page's largest paint; the others load as they come near.
  await expect(cards.first().locator("img")).toHaveAttribute("fetchpriority", "high");
  await expect(cards.nth(1).locator("img")).toHaveAttribute("loading", "lazy");
  // The feed is announced in the page's head and linked from the banner.
  await expect(page.locator("head link[rel='alternate'][type='application/atom+xml']")).toHaveAttribute(
    "href",
    feedPath,
  );
  await expect(page.getByRole("link", { name: newsPage.feed.linkLabel })).toHaveAttribute("href", feedPath);

  // A card opens its story client-side.
  await cards.nth(4).getByRole("link").click();
  await expect(page).toHaveURL(/\/company\/Newsdetail\/4$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(story(4).headline);
});

test("/company/news redirects to the listing", async ({ page }) => {
  await page.goto("/company/news");
  await expect(page).toHaveURL(/\/company\/News$/);
  await expect(page.getByTestId("news-card")).toHaveCount(13);
});

for (const [index, item] of news.entries()) {
  test(`/company/Newsdetail/${index}: banner, text, venue, Related News and the gallery where there is one`, async ({
    page,
  }) => {
    const response = await page.goto(`/company/Newsdetail/${index}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page).toHaveTitle(`${item.headline} | Scriptoria`);
    await expect(page.locator("meta[name='description']")).toHaveAttribute("content", item.summary);
    await expect(page.locator("meta[property='og:image']")).toHaveAttribute(
      "content",
      new RegExp(`/media/news/og/news-${String(index).padStart(2, "0")}\\.png$`),
    );
    const banner = page.locator("section").first();
    await expect(banner.getByRole("heading", { level: 1 })).toHaveText(item.headline);
    await expect(banner.locator("time")).toHaveAttribute("datetime", item.isoDate);
    await expect(banner.locator("time")).toHaveText(item.date);
    await expect(banner).toContainText(item.place);

    const article = page.getByRole("article", { name: item.headline });
    await expect(article.locator("img").first()).toHaveAttribute("alt", item.alt);
    for (const paragraph of item.body) await expect(article.getByText(paragraph)).toBeVisible();

    const related = page.getByRole("complementary", { name: "Related News" });
    const links = related.getByRole("link");
    await expect(links).toHaveCount(news.length);
    await expect(links).toHaveText(news.map((story) => `${story.date}${story.headline}`));
    const current = related.locator("[aria-current='page']");
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("href", `/company/Newsdetail/${index}`);

    const gallery = galleries.find((entry) => entry.id === item.id);
    const galleryRegion = page.getByRole("region", { name: "Gallery" });
    if (gallery) {
      const thumbnails = galleryRegion.getByRole("button");
      await expect(thumbnails).toHaveCount(gallery.images.length);
      expect(gallery.images.length === 3 || gallery.images.length === 4).toBe(true);
      await expect(thumbnails).toHaveText([...gallery.captions]);
    } else {
      await expect(galleryRegion).toHaveCount(0);
    }

    await expect(article.getByRole("link", { name: /go back/i })).toHaveAttribute("href", "/company/News");
  });
}

test("only stories 8, 11 and 12 have a gallery", () => {
  expect(galleries.map((gallery) => gallery.id)).toEqual(["8", "11", "12"]);
});

test("Open Graph images are 1200 x 630 PNG files", async ({ request }) => {
  for (const item of news) {
    const response = await request.get(`/media/news/og/news-${item.id.padStart(2, "0")}.png`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    // IHDR: width and height as 32-bit big-endian integers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

test("a gallery picture opens in the viewer, which steps, closes and gives focus back", async ({ page }) => {
  await page.goto("/company/Newsdetail/11");
  await hydrated(page);
  const captions = galleries.find((entry) => entry.id === "11")?.captions ?? [];
  const thumbnails = page.getByRole("region", { name: "Gallery" }).getByRole("button");
  await thumbnails.nth(1).click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toBeVisible();
  const image = viewer.getByTestId("viewer-image");
  await expect(image).toHaveAttribute("alt", captions[1] ?? "");
  await expect(viewer.locator("figcaption")).toHaveText(captions[1] ?? "");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await viewer.getByRole("button", { name: /^Next photo/ }).click();
  await expect(viewer.locator("figcaption")).toHaveText(captions[2] ?? "");
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(thumbnails.nth(1)).toBeFocused();
});

test("GO BACK returns to the listing", async ({ page }) => {
  await page.goto("/company/Newsdetail/2");
  await hydrated(page);
  await page.getByRole("link", { name: /go back/i }).click();
  await expect(page).toHaveURL(/\/company\/News$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News and events");
  await expect(page.getByTestId("news-card")).toHaveCount(13);
});

test("Related News moves between stories client-side", async ({ page }) => {
  await page.goto("/company/Newsdetail/0");
  await hydrated(page);
  const related = page.getByRole("complementary", { name: "Related News" });
  await related.getByRole("link", { name: new RegExp(story(9).headline) }).click();
  await expect(page).toHaveURL(/\/company\/Newsdetail\/9$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(story(9).headline);
  await expect(related.locator("[aria-current='page']")).toHaveAttribute("href", "/company/Newsdetail/9");
});

test.describe("an unknown story", () => {
  // The browser reports the 404 answers it was meant to get as console errors.
  test.use({ expectedConsoleErrors: { text: /404/ } });

  test("an unknown story is the not-found page with status 404; a case variant redirects", async ({
    page,
    request,
  }) => {
    for (const path of [
      "/company/Newsdetail/13",
      "/company/Newsdetail/99",
      "/company/Newsdetail/03",
      "/company/Newsdetail/x",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Page not found");
    }
    const redirect = await request.get("/company/newsdetail/3", { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe("/company/Newsdetail/3");

    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      // The browser reports the 404 answers it was meant to get; anything else is a real error.
      if (message.type() === "error" && !message.text().includes("404")) errors.push(message.text());
    });
    const response = await page.goto("/company/Newsdetail/42");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();

    // Client-side: an unknown id is not found, a case variant lands on the canonical address.
    await page.goto("/company/News");
    await hydrated(page);
    await navigate(page, "/company/Newsdetail/42");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await navigate(page, "/company/newsdetail/5");
    await expect(page).toHaveURL(/\/company\/Newsdetail\/5$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(story(5).headline);
    expect(errors).toEqual([]);
  });
});

test("the Atom feed parses and lists every story with absolute links", async ({ page, request }) => {
  const response = await request.get(feedPath);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/atom+xml");
  // Served from the build's brotli copy.
  const compressed = await request.get(feedPath, { headers: { "accept-encoding": "br" } });
  expect(compressed.headers()["content-encoding"]).toBe("br");
  const xml = await response.text();

  await page.goto("/company/News");
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const atom = "http://www.w3.org/2005/Atom";
    const text = (node: Element | Document, name: string) => node.getElementsByTagNameNS(atom, name)[0]?.textContent;
    return {
      error: doc.getElementsByTagName("parsererror").length,
      root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
      title: text(doc, "title"),
      self: doc.querySelector("feed > link[rel='self']")?.getAttribute("href"),
      entries: [...doc.getElementsByTagNameNS(atom, "entry")].map((entry) => ({
        title: text(entry, "title"),
        link: entry.getElementsByTagNameNS(atom, "link")[0]?.getAttribute("href"),
        id: text(entry, "id"),
        updated: text(entry, "updated"),
        // The content is HTML: its text, as a feed reader shows it.
        content: new DOMParser().parseFromString(text(entry, "content") ?? "", "text/html").body.textContent,
      })),
    };
  }, xml);
  expect(feed.error).toBe(0);
  expect(feed.root).toBe("http://www.w3.org/2005/Atom feed");
  expect(feed.title).toBe(newsPage.feed.title);
  expect(feed.self).toMatch(new RegExp(`^https?://[^/]+${feedPath}$`));
  expect(feed.entries).toHaveLength(13);
  for (const [index, entry] of feed.entries.entries()) {
    const item = news[index];
    expect(entry.title).toBe(item?.headline);
    expect(entry.link).toMatch(new RegExp(`^https?://[^/]+/company/Newsdetail/${index}$`));
    expect(entry.id).toBe(entry.link);
    expect(entry.updated).toBe(`${item?.isoDate}T00:00:00Z`);
    expect(entry.content).toContain(item?.body[0]);
  }
});
