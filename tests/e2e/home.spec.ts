import type { Locator, Page } from "@playwright/test";
import { heroVideo } from "../../core/copy/media/videos.ts";
import { desktop, expect, hydrated, mobile, test } from "../support/e2e.ts";

const animationState = (page: Page, list: string) =>
  page
    .getByRole("list", { name: list })
    .locator("xpath=..")
    .evaluate((track) => track.getAnimations()[0]?.playState ?? "none");

/** Resolves once the video has data to play on and its clock has moved on. */
async function expectPlaying(video: Locator) {
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(3);
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(start + 0.2);
}

/** The hero video files the page requests from now on, by path, each once. */
function heroVideoRequests(page: Page): Set<string> {
  const requested = new Set<string>();
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/media\/home\/hero\/.+\.(webm|mp4)$/.test(path)) requested.add(path);
  });
  return requested;
}

for (const viewport of [mobile, desktop]) {
  test.describe(`home at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      // The sections below the hero hydrate once their code has arrived; motion starts a
      // moment later.
      await page.waitForLoadState("networkidle");
      await page.locator("[data-moving=true]").first().waitFor({ state: "attached" });
    });

    test("hero: headline, call to action, poster and background video", async ({ page }) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/From manuscript to published page/);
      await expect(page.getByRole("link", { name: "Get started now" })).toHaveAttribute("href", "/company/contactus");
      const poster = page.locator("section").first().locator("img").first();
      await expect(poster).toHaveAttribute("fetchpriority", "high");
      const video = page.getByTestId("hero-video");
      await expect(video).toHaveAttribute("autoplay", "");
      await expect(video).toHaveAttribute("loop", "");
      expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.playsInline)).toBe(true);
      // The video's poster is the file the image on screen loaded, downloaded once.
      const image = await poster.evaluate((img: HTMLImageElement) => img.currentSrc);
      await expect(video).toHaveAttribute("poster", image);
      const posters = await page.evaluate(
        () => performance.getEntriesByType("resource").filter((entry) => entry.name.includes("hero-poster")).length,
      );
      expect(posters).toBe(1);
      // A phone gets the middle of the frame, a wide screen the whole frame: poster and video alike.
      const rendition = viewport.width <= 540 ? heroVideo.centre : heroVideo;
      expect(rendition).toBeDefined();
      expect(image).toContain(`${rendition?.poster.base}-`);
      const sources = await video
        .locator("source")
        .evaluateAll((list: HTMLSourceElement[]) => list.map((s) => ({ src: s.getAttribute("src"), type: s.type })));
      expect(sources).toEqual(rendition?.sources);
      // AV1 in WebM first, so a browser that cannot play it takes the H.264 MP4.
      expect(sources[0]?.type).toMatch(/^video\/webm; codecs="av01\./);
      expect(sources.at(-1)?.type).toMatch(/^video\/mp4; codecs="avc1\./);
      expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\.webm$/);
      await expectPlaying(video);
      await page.getByRole("button", { name: "Pause background video" }).click();
      await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    });

    test("product carousel: six cards, moving, pausing on hover, focus and the control", async ({ page }) => {
      const list = page.getByRole("list", { name: "Our products" });
      const slugs = ["vedas", "editlatex", "xpertreview", "xpertxpress", "xpertproof", "xperttrack"];
      await expect(list.getByRole("link")).toHaveCount(6);
      for (const [i, slug] of slugs.entries()) {
        await expect(list.getByRole("link").nth(i)).toHaveAttribute("href", `/products/${slug}`);
        // Its icon is drawn from the site's icon sprite, one SVG document for every icon.
        await expect(list.getByRole("link").nth(i).locator('use[href*="#product-"]')).toHaveAttribute(
          "href",
          new RegExp(`/media/icons/sprite\\.svg\\?v=\\w+#product-${slug}$`),
        );
      }
      // The seamless copy is hidden from assistive technology and the keyboard.
      const copy = list.locator("xpath=following-sibling::ul");
      await expect(copy).toHaveAttribute("aria-hidden", "true");
      await expect(copy).toHaveAttribute("inert", "");
      expect(await animationState(page, "Our products")).toBe("running");
      // Laid out once the row moves (not before, which keeps it out of the first layout), as wide
      // as the list, so that the loop is seamless.
      const width = (element: HTMLElement) => element.offsetWidth;
      expect(await copy.evaluate(width)).toBe(await list.evaluate(width));

      // The cards move, so hover the strip they move in.
      await list.locator("xpath=../..").hover();
      expect(await animationState(page, "Our products")).toBe("paused");
      await page.mouse.move(0, 0);
      expect(await animationState(page, "Our products")).toBe("running");

      await list.getByRole("link").nth(1).focus();
      expect(await animationState(page, "Our products")).toBe("paused");
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());

      await page.getByRole("button", { name: "Pause Our products" }).click();
      await page.mouse.move(0, 0);
      expect(await animationState(page, "Our products")).toBe("paused");
      await page.getByRole("button", { name: "Play Our products" }).click();
      expect(await animationState(page, "Our products")).toBe("running");
    });

    test("three service cards lead to their listings", async ({ page }) => {
      const section = page.locator("section", { has: page.getByRole("heading", { name: "What we do" }) });
      const cards = section.getByRole("link");
      await expect(cards).toHaveCount(3);
      await expect(cards.nth(0)).toHaveAttribute("href", "/all/content");
      await expect(cards.nth(1)).toHaveAttribute("href", "/all/digital");
      await expect(cards.nth(2)).toHaveAttribute("href", "/technology");
      await expect(cards.nth(0)).toContainText("Enquire Now");
      await expect(cards.nth(0).locator("img")).toHaveAttribute("alt", /.+/);
    });

    /** Presses a button from the keyboard (Playwright will not click an aria-disabled one). */
    const press = async (button: import("@playwright/test").Locator) => {
      await button.focus();
      await button.press("Enter");
    };

    test("showcase: stops at both ends, shows the poster and play overlay until play", async ({ page }) => {
      const section = page.locator("section", {
        has: page.getByRole("heading", { name: "Publishing solutions in action" }),
      });
      const current = section.locator("li[data-current]");
      const previous = section.getByRole("link", { name: /Previous walkthrough/ });
      const next = section.getByRole("link", { name: /Next walkthrough/ });
      await expect(previous).toHaveAttribute("aria-disabled", "true");
      await expect(previous).toHaveAccessibleName(/unavailable: this is the first walkthrough/);
      await expect(current.getByRole("heading", { level: 3 })).toHaveText("EditLaTeX");
      await press(previous);
      await expect(current.getByRole("heading", { level: 3 })).toHaveText("EditLaTeX");

      await expect(current.getByRole("button", { name: /^Play the / })).toBeVisible();
      await section.getByRole("button", { name: "Play the EditLaTeX walkthrough" }).click();
      await expect(current.getByRole("button", { name: /^Play the / })).toHaveCount(0);
      await expect(current.locator("video")).toHaveAttribute("controls", "");

      await press(next);
      await expect(current.getByRole("heading", { level: 3 })).toHaveText("Xpert Review");
      await expect(current.getByRole("button", { name: /^Play the / })).toBeVisible();
      const source = await current.locator("video").locator("source").first().getAttribute("src");
      expect(source).toContain("xpertreview");
      await press(next);
      await expect(current.getByRole("heading", { level: 3 })).toHaveText("Xpert Track");
      await expect(next).toHaveAttribute("aria-disabled", "true");
      await press(next);
      await expect(current.getByRole("heading", { level: 3 })).toHaveText("Xpert Track");
      await expect(previous).toHaveAttribute("aria-disabled", "false");
    });

    test("business target: Scope, Competitive Advantage, How/Logic", async ({ page }) => {
      const section = page.locator("section", { has: page.getByRole("heading", { name: "Our business target" }) });
      await expect(section.getByRole("heading", { level: 3 })).toHaveText([
        "Scope",
        "Competitive Advantage",
        "How/Logic",
      ]);
    });

    test("news highlights: eight items, clamped, linking to their stories", async ({ page }) => {
      const section = page.locator("section", { has: page.getByRole("heading", { name: "News highlights" }) });
      const item = section.locator("li[data-current]").getByRole("article");
      const previous = section.getByRole("link", { name: /Previous news item/ });
      const next = section.getByRole("link", { name: /Next news item/ });
      await expect(previous).toHaveAttribute("aria-disabled", "true");
      await expect(item.getByRole("link")).toHaveAttribute("href", "/company/Newsdetail/0");
      await expect(item.locator("time")).toHaveText(/20(1[3-9]|2[0-3])/);
      await expect(item.locator("img")).toHaveAttribute("alt", /.+/);
      const headlines = new Set<string>();
      for (let i = 0; i < 7; i++) {
        headlines.add((await item.getByRole("heading").textContent()) ?? "");
        await press(next);
        await expect(item.getByRole("link")).toHaveAttribute("href", `/company/Newsdetail/${i + 1}`);
      }
      headlines.add((await item.getByRole("heading").textContent()) ?? "");
      expect(headlines.size).toBe(8);
      await expect(item.getByRole("link")).toHaveAttribute("href", "/company/Newsdetail/7");
      await expect(next).toHaveAttribute("aria-disabled", "true");
      await press(next);
      await expect(item.getByRole("link")).toHaveAttribute("href", "/company/Newsdetail/7");
      await expect(section.getByText("8 / 8")).toBeVisible();
    });

    test("client logos: 19 heard once, 38 drawn, pausing like the carousel", async ({ page }) => {
      const list = page.getByRole("list", { name: "Our clients" });
      await expect(list.getByRole("img")).toHaveCount(19);
      const track = list.locator("xpath=..");
      await expect(track.locator("img")).toHaveCount(38);
      expect(await animationState(page, "Our clients")).toBe("running");
      await page.getByRole("button", { name: "Pause Our clients" }).click();
      expect(await animationState(page, "Our clients")).toBe("paused");
      await page.getByRole("button", { name: "Play Our clients" }).click();
      await track.locator("xpath=..").hover();
      expect(await animationState(page, "Our clients")).toBe("paused");
      // The logos hold no link: the row itself takes keyboard focus, which pauses it too.
      await page.mouse.move(0, 0);
      expect(await animationState(page, "Our clients")).toBe("running");
      await page.getByRole("region", { name: "Our clients" }).focus();
      expect(await animationState(page, "Our clients")).toBe("paused");
    });
  });
}

test.describe("the hero video starts only in view", () => {
  test.use({ viewport: mobile });

  test("a page opened further down starts it when the hero comes into view, and pauses it out of view", async ({
    page,
  }) => {
    const requested = heroVideoRequests(page);
    await page.goto("/#news-heading");
    await page.locator("[data-motion-ready=true]").waitFor({ state: "attached" });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(mobile.height);
    // Settled, but the hero is out of view: nothing is added or downloaded.
    await page.waitForTimeout(1000);
    await expect(page.getByTestId("hero-video")).toHaveCount(0);
    expect([...requested]).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 0));
    const video = page.getByTestId("hero-video");
    await expect(video).toHaveCount(1);
    await expectPlaying(video);
    expect([...requested]).toEqual([heroVideo.centre?.sources[0]?.src]);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole("button", { name: "Pause background video" })).toBeVisible();
    await expectPlaying(video);
  });

  test("paused with the button, it stays paused after scrolling away and back", async ({ page }) => {
    await page.goto("/");
    const video = page.getByTestId("hero-video");
    await expectPlaying(video);
    await page.getByRole("button", { name: "Pause background video" }).click();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(mobile.height);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.waitForTimeout(500);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
  });
});

test.describe("reduced motion and Save-Data", () => {
  test("under reduced motion the poster stays and nothing moves", async ({ page }) => {
    const requested = heroVideoRequests(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.locator("[data-moving=true]").first().waitFor({ state: "attached" });
    await expect(page.getByTestId("hero-video")).toHaveCount(0);
    await expect(page.locator("section").first().locator("img").first()).toBeVisible();
    expect(await animationState(page, "Our products")).toBe("none");
    await expect(page.getByRole("button", { name: "Pause Our products" })).toBeHidden();
    // Every card is still reachable: the row wraps instead of scrolling.
    await expect(page.getByRole("list", { name: "Our products" }).getByRole("link").last()).toBeVisible();
    expect([...requested]).toEqual([]);
  });

  test("with Save-Data the video is not loaded", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    });
    const requested = heroVideoRequests(page);
    await page.goto("/");
    // The page has settled (the rows move), yet the hero stays on its poster.
    await page.locator("[data-moving=true]").first().waitFor({ state: "attached" });
    await expect(page.getByTestId("hero-video")).toHaveCount(0);
    expect([...requested]).toEqual([]);
  });
});

test("motion starts once the page has settled, a second after it hydrates", async ({ page }) => {
  await page.addInitScript(() => {
    const marks: Record<string, unknown> = {};
    Object.assign(window, { marks });
    new MutationObserver(() => {
      const root = document.documentElement;
      const track = document.querySelector("[aria-label='Our products']")?.parentElement;
      if (root.dataset.hydrated && !marks.hydrated && track) {
        marks.hydrated = performance.now();
        // Until the page has settled the scrolling rows stand still, and their copies are not laid out.
        marks.rowAtHydration = track.getAnimations()[0]?.playState;
        marks.copyAtHydration = getComputedStyle(track.lastElementChild as Element).display;
      }
      if (document.querySelector("[data-moving=true]") && !marks.moving) marks.moving = performance.now();
      if (document.querySelector("[data-testid=hero-video]") && !marks.video) marks.video = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto("/");
  await expect(page.getByTestId("hero-video")).toHaveCount(1);
  await page.locator("[data-moving=true]").first().waitFor({ state: "attached" });
  const marks = await page.evaluate(
    () =>
      (
        window as unknown as {
          marks: { hydrated: number; moving: number; video: number; rowAtHydration: string; copyAtHydration: string };
        }
      ).marks,
  );
  expect(marks.moving - marks.hydrated).toBeGreaterThanOrEqual(900);
  expect(marks.video - marks.hydrated).toBeGreaterThanOrEqual(900);
  expect(marks.rowAtHydration).toBe("paused");
  expect(marks.copyAtHydration).toBe("none");
  expect(await animationState(page, "Our products")).toBe("running");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section of the home page is in the prerendered HTML and visible", async ({ page }) => {
    await page.goto("/");
    for (const name of [
      "Platforms built on our own production floor",
      "What we do",
      "Publishing solutions in action",
      "Our business target",
      "News highlights",
      "Trusted by greatest companies",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Disclaimer" })).toBeVisible();
  });

  test("the rows stand still, scroll by wheel and keyboard to their last item and offer no pause", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    const list = page.getByRole("list", { name: "Our products" });
    await list.scrollIntoViewIfNeeded();
    const last = list.getByRole("listitem").last();
    const before = await last.boundingBox();
    expect(before?.x).toBeGreaterThan(360);
    // A sideways wheel over the row, as a trackpad or a shifted wheel sends.
    const box = await list.boundingBox();
    await page.mouse.move(180, (box?.y ?? 0) + 40);
    await page.mouse.wheel(2400, 0);
    await expect.poll(async () => (await last.boundingBox())?.x ?? Number.POSITIVE_INFINITY).toBeLessThan(360);
    await expect(page.getByRole("button", { name: "Pause Our products" })).toBeHidden();

    // A focused card's ring is drawn where nothing clips it: within the card's own box (its paint
    // is contained) and within the strip.
    const lastLink = list.getByRole("link").last();
    await lastLink.focus();
    const ring = await lastLink.evaluate((link) => {
      const style = getComputedStyle(link);
      const reach = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
      const box = link.getBoundingClientRect();
      const clips = [link.parentElement, link.closest("ul")?.parentElement?.parentElement].map((element) =>
        element ? element.getBoundingClientRect() : box,
      );
      return {
        style: style.outlineStyle,
        inside: clips.every((clip) => box.top - reach >= clip.top - 0.5 && box.bottom + reach <= clip.bottom + 0.5),
      };
    });
    expect(ring).toEqual({ style: "solid", inside: true });

    // The logos hold no link: their row takes focus, and the arrow keys scroll it.
    const clients = page.getByRole("region", { name: "Our clients" });
    await clients.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => clients.evaluate((row) => row.scrollLeft)).toBeGreaterThan(0);
  });
});
