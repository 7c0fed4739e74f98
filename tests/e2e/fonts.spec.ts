import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "../support/e2e.ts";

/** The font files the page has fetched so far. */
function fontFiles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname.split("/").pop() ?? "")
      .filter((file) => file.endsWith(".woff2")),
  );
}

/** The fonts that draw an element's text, as the browser reports them. */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test("a page written in the cores' characters fetches the two preloaded cores and no other font", async ({ page }) => {
  for (const path of ["/", "/content/peerreview", "/company/Aboutus"]) {
    await page.goto(path);
    await hydrated(page);
    const files = await fontFiles(page);
    expect(files.map((file) => file.replace(/-[\w-]{8}\.woff2$/, ""))).toEqual(
      expect.arrayContaining(["inter-core-wght-400-600", "source-serif-4-core-600"]),
    );
    expect(files, path).toHaveLength(2);
  }
});

test("a character outside the cores, typed into a form, is drawn in Inter from its extended family", async ({
  page,
}) => {
  await page.goto("/company/contactus");
  const name = page.getByLabel("Name", { exact: true });
  await name.fill("Łucja Šimková");
  await expect.poll(() => fontFiles(page)).toContainEqual(expect.stringMatching(/^inter-latin-ext-wght-400-600-/));
  await expect.poll(() => drawnWith(page, "input[name=name]")).toEqual([expect.stringMatching(/^Inter/)]);
});
