import { desktop, expect, hydrated, mobile, test } from "../support/e2e.ts";

type Page = import("@playwright/test").Page;

/** Each top-level menu item, and a page that belongs to it alone. */
const owners = [
  { name: "Home", path: "/", kind: "link" },
  { name: "Content", path: "/content/peerreview", kind: "section" },
  { name: "Products", path: "/all/products", kind: "section" },
  { name: "Digital", path: "/digital/ebooks", kind: "section" },
  { name: "Technology", path: "/technology", kind: "link" },
  { name: "Company", path: "/company/career", kind: "section" },
] as const;

/** The names of the desktop bar's items that are marked as the current page or section. */
async function desktopActive(page: Page): Promise<string[]> {
  return page
    .getByRole("navigation", { name: "Main" })
    .locator(":scope > ul > li > a[aria-current='page'], :scope > ul > li > button[data-active='true']")
    .allTextContents();
}

/** The names of the mobile menu's top-level entries that are marked. */
async function mobileActive(page: Page): Promise<string[]> {
  const menu = page.locator("details:has(> summary[aria-label='Menu']) nav");
  return menu
    .locator(":scope > ul > li > a[aria-current='page'], :scope > ul > li > details > summary[data-current='true']")
    .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? "").replace("(current section)", "").trim()));
}

for (const owner of owners) {
  test(`desktop: ${owner.name} alone is highlighted on ${owner.path}`, async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto(owner.path);
    await hydrated(page);
    expect((await desktopActive(page)).map((text) => text.trim())).toEqual([owner.name]);
    const item =
      owner.kind === "link"
        ? page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: owner.name, exact: true })
        : page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: owner.name, exact: true });
    await expect(item).toHaveCSS("color", "rgb(194, 65, 12)");
  });

  test(`mobile: ${owner.name} alone is highlighted on ${owner.path}`, async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto(owner.path);
    await hydrated(page);
    await page.locator("summary[aria-label='Menu']").click();
    expect(await mobileActive(page)).toEqual([owner.name]);
  });
}
