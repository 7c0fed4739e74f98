import { dimmed, expect, holdBack, hydrated, mobile, test } from "../support/e2e.ts";

test.use({ viewport: mobile });

type Page = import("@playwright/test").Page;
const section = (page: Page, name: string) =>
  page.locator("details[name='mobile-menu-section']", { has: page.locator(`:scope > summary:text-is("${name}")`) });
const group = (page: Page, name: string) =>
  page.locator("details[name='mobile-menu-company']", { has: page.locator(`:scope > summary:text-is("${name}")`) });

test.beforeEach(async ({ page }) => {
  await page.goto("/disclaimer");
  await hydrated(page);
});

test("below 1100 px the hamburger opens an accordion menu and the desktop menu is hidden", async ({ page }) => {
  const hamburger = page.locator("summary[aria-label='Menu']");
  await expect(page.locator("#menu-panel-content")).toBeHidden();
  await expect(hamburger).toBeVisible();
  await hamburger.click();
  const menu = page.locator("details:has(> summary[aria-label='Menu']) nav");
  await expect(menu).toBeVisible();
  await expect.poll(() => dimmed(page)).toBe(true);
  for (const name of ["Content", "Products", "Digital", "Company"]) {
    await expect(menu.locator("summary", { hasText: name })).toBeVisible();
  }
  await hamburger.click();
  await expect(menu).toBeHidden();
  await expect.poll(() => dimmed(page)).toBe(false);
});

test("one section is open at a time, and within Company one group at a time", async ({ page }) => {
  await page.locator("summary[aria-label='Menu']").click();

  await section(page, "Content").locator(":scope > summary").click();
  await expect(section(page, "Content")).toHaveAttribute("open", "");
  await expect(section(page, "Content").getByRole("link", { name: "Peer Review" })).toBeVisible();

  await section(page, "Digital").locator(":scope > summary").click();
  await expect(section(page, "Digital")).toHaveAttribute("open", "");
  await expect(section(page, "Content")).not.toHaveAttribute("open", "");

  await section(page, "Company").locator(":scope > summary").click();
  await group(page, "Get to Know Us").locator(":scope > summary").click();
  await expect(group(page, "Get to Know Us").getByRole("link", { name: "About Us" })).toBeVisible();
  await group(page, "What's New").locator(":scope > summary").click();
  await expect(group(page, "What's New")).toHaveAttribute("open", "");
  await expect(group(page, "Get to Know Us")).not.toHaveAttribute("open", "");
});

test("a chevron turns with its own accordion only", async ({ page }) => {
  await page.locator("summary[aria-label='Menu']").click();
  await section(page, "Company").locator(":scope > summary").click();
  await group(page, "What's New").locator(":scope > summary").click();
  const turned = (details: ReturnType<typeof section>) =>
    details.locator(":scope > summary > svg").evaluate((chevron) => getComputedStyle(chevron).rotate);
  await expect.poll(() => turned(section(page, "Company"))).toBe("180deg");
  await expect.poll(() => turned(group(page, "What's New"))).toBe("180deg");
  expect(await turned(group(page, "Get to Know Us"))).toBe("none");
});

test("choosing a link navigates and closes the menu", async ({ page }) => {
  await page.locator("summary[aria-label='Menu']").click();
  await section(page, "Content").locator(":scope > summary").click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Peer Review" }).click();
  await expect(page).toHaveURL(/\/content\/peerreview$/);
  await expect(page.locator("details:has(> summary[aria-label='Menu'])")).not.toHaveAttribute("open", "");
  await expect.poll(() => dimmed(page)).toBe(false);
});

test("Escape closes the menu and returns focus to the hamburger", async ({ page }) => {
  const hamburger = page.locator("summary[aria-label='Menu']");
  await hamburger.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("details:has(> summary[aria-label='Menu'])")).toHaveAttribute("open", "");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(page.locator("details:has(> summary[aria-label='Menu'])")).not.toHaveAttribute("open", "");
  await expect(hamburger).toBeFocused();
});

test("Escape pressed as the menu opens, before the page has reacted to the opening, closes it", async ({ page }) => {
  const menu = page.locator("details:has(> summary[aria-label='Menu'])");
  // The click opens the <details> at once; its toggle event, and all that follows from it, comes
  // as a later task. The Escape is dispatched in between, as a quick key or a busy phone makes it.
  await page.locator("summary[aria-label='Menu']").evaluate((summary: HTMLElement) => {
    summary.click();
    summary.focus();
    summary.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  });
  await expect(menu).not.toHaveAttribute("open", "");
  await expect.poll(() => dimmed(page)).toBe(false);
  await expect(page.locator("summary[aria-label='Menu']")).toBeFocused();
});

test("opened before the menu's code has arrived, it stays open, dims the page and closes with Escape", async ({
  page,
}) => {
  // The header's navigation is a chunk of its own (components/layout/deferred.tsx): hold it back.
  const release = await holdBack(page, "**/assets/header-navigation-*.js");
  await page.goto("/disclaimer");
  const menu = page.locator("details:has(> summary[aria-label='Menu'])");
  await page.locator("summary[aria-label='Menu']").click();
  await expect(menu).toHaveAttribute("open", "");
  release();
  await hydrated(page);
  await expect.poll(() => dimmed(page)).toBe(true);
  await expect(menu).toHaveAttribute("open", "");
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open", "");
  await expect.poll(() => dimmed(page)).toBe(false);
});
