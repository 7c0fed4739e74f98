import type { Page } from "@playwright/test";
import {
  desktop,
  dimmed,
  expandedState,
  expect,
  holdScripts,
  hydrated,
  mobile,
  reactive,
  test,
  withoutScripts,
} from "../support/e2e.ts";

/**
 * Every control works from the page's own HTML: with JavaScript off, and while the page's scripts
 * are still on their way. Once they arrive, React takes over the state the visitor left (the open
 * group or menu), rather than resetting it or opening a second one.
 */

// Scripts held back arrive in waves (the page's, then its sections'), each one held again.
test.slow();

/** The page has not hydrated yet (its scripts are still held). */
async function notHydrated(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
}

test.describe("Xpert Xpress integrity-check groups", () => {
  const groupsOf = (page: Page) => page.getByTestId("integrity-groups").locator("details");
  const openOf = (page: Page) =>
    groupsOf(page).evaluateAll((list) => list.map((group) => (group as HTMLDetailsElement).open));

  test("without JavaScript, one group opens at a time", async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto("/products/xpertxpress");
      await groupsOf(page).nth(3).locator("> summary").click();
      expect(await openOf(page)).toEqual([false, false, false, true, false, false]);
      await expect(groupsOf(page).nth(3).getByRole("listitem").first()).toBeVisible();
    });
  });

  test("opened before the scripts arrive, the group stays open and the script closes it", async ({ page }) => {
    await page.setViewportSize(desktop);
    const release = await holdScripts(page);
    await page.goto("/products/xpertxpress", { waitUntil: "domcontentloaded" });
    await groupsOf(page).nth(2).locator("> summary").click();
    await notHydrated(page);
    expect(await openOf(page)).toEqual([false, false, true, false, false, false]);
    release();
    await hydrated(page);
    // The groups' code is part of the page's sections, which arrive after the page's own.
    await reactive(groupsOf(page).first());
    expect(await openOf(page)).toEqual([false, false, true, false, false, false]);
    // The script has taken the open group over: Escape closes it.
    await page.keyboard.press("Escape");
    await expect.poll(() => openOf(page)).toEqual([false, false, false, false, false, false]);
  });
});

test.describe("desktop menu", () => {
  const button = (page: Page, name: string) =>
    page.getByRole("navigation", { name: "Main" }).getByRole("button", { name, exact: true });
  const panel = (page: Page, id: string) => page.locator(`#menu-panel-${id}`);
  const openPanels = (page: Page) => page.locator(".mega-panel:popover-open");

  test("without JavaScript, one panel opens at a time, dims the page, and closes outside or on Escape", async ({
    browser,
  }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto("/disclaimer");
      await button(page, "Content").click();
      await expect(panel(page, "content")).toBeVisible();
      await expect.poll(() => expandedState(button(page, "Content"))).toBe(true);
      await expect.poll(() => dimmed(page)).toBe(true);

      await button(page, "Digital").click();
      await expect(panel(page, "digital")).toBeVisible();
      await expect(openPanels(page)).toHaveCount(1);

      await page.mouse.click(700, 800);
      await expect(openPanels(page)).toHaveCount(0);
      await expect.poll(() => dimmed(page)).toBe(false);

      await button(page, "Company").focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await expect(panel(page, "company").getByRole("link").first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(openPanels(page)).toHaveCount(0);
      await expect(button(page, "Company")).toBeFocused();

      await button(page, "Content").click();
      await panel(page, "content")
        .getByRole("link", { name: /Peer Review/ })
        .click();
      await expect(page).toHaveURL(/\/content\/peerreview\/?$/);
    });
  });

  test("opened before the scripts arrive, the panel stays open, and choosing a link navigates client-side and closes it", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    const release = await holdScripts(page);
    await page.goto("/disclaimer", { waitUntil: "domcontentloaded" });
    await button(page, "Products").click();
    await notHydrated(page);
    await expect(panel(page, "products")).toBeVisible();
    release();
    await hydrated(page);
    await expect(openPanels(page)).toHaveCount(1);
    await expect(panel(page, "products")).toBeVisible();
    // The script has taken the panel over: a link navigates client-side (the document stays) and closes it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await panel(page, "products")
      .getByRole("link", { name: /Xpert Xpress/ })
      .click();
    await expect(page).toHaveURL(/\/products\/xpertxpress$/);
    await expect(openPanels(page)).toHaveCount(0);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
});

test.describe("mobile menu", () => {
  const menu = (page: Page) => page.locator("details:has(> summary[aria-label='Menu'])");

  test("without JavaScript, the hamburger opens the menu and its sections", async ({ browser }) => {
    await withoutScripts(
      browser,
      async (page) => {
        await page.goto("/disclaimer");
        await page.locator("summary[aria-label='Menu']").click();
        await expect(menu(page)).toHaveAttribute("open", "");
        await menu(page).locator("summary", { hasText: "Content" }).click();
        await menu(page).getByRole("link", { name: "Peer Review" }).click();
        await expect(page).toHaveURL(/\/content\/peerreview\/?$/);
      },
      mobile,
    );
  });

  test("opened before the scripts arrive, it stays open, one menu only, and Escape closes it", async ({ page }) => {
    await page.setViewportSize(mobile);
    const release = await holdScripts(page);
    await page.goto("/disclaimer", { waitUntil: "domcontentloaded" });
    await page.locator("summary[aria-label='Menu']").click();
    await notHydrated(page);
    await expect(menu(page)).toHaveAttribute("open", "");
    release();
    await hydrated(page);
    await expect.poll(() => dimmed(page)).toBe(true);
    await expect(page.locator("details[open]:has(> summary[aria-label='Menu'])")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(menu(page)).not.toHaveAttribute("open", "");
  });
});

/**
 * The form's own code has hydrated it (it marks the form ready, then runs its effects: a moment
 * later, anything those would change has changed).
 */
async function formTakenOver(page: Page): Promise<void> {
  await expect(page.locator("form[data-ready]")).toHaveCount(1);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
}

test.describe("forms", () => {
  interface Visit {
    name: string;
    path: string;
    /** Text fields by label, and what the visitor types into each. */
    typed: Record<string, string>;
    /** A list box (by label) in which the visitor chooses the first real option. */
    chosen?: string;
  }
  const visits: Visit[] = [
    {
      name: "what a visitor types before the scripts arrive is still there once they have",
      path: "/company/contactus",
      typed: {
        Name: "Anita Rao",
        Email: "anita.rao@example.org",
        "Phone number": "9840012345",
        Message: "Typed while the page was still loading.",
      },
    },
    {
      name: "a message typed before the scripts arrive is not replaced by a product page's opening sentence",
      path: "/company/contactus?product=vedas",
      typed: { Message: "My own words." },
    },
    {
      name: "the career form keeps what was typed and chosen before the scripts arrived",
      path: "/company/career/apply",
      typed: { Name: "Anita Rao", Email: "anita.rao@example.org" },
      chosen: "Position",
    },
  ];

  for (const visit of visits) {
    test(visit.name, async ({ page }) => {
      const field = (label: string) => page.getByLabel(label, { exact: true });
      const release = await holdScripts(page);
      await page.goto(visit.path, { waitUntil: "domcontentloaded" });
      for (const [label, value] of Object.entries(visit.typed)) await field(label).fill(value);
      let chosen = "";
      if (visit.chosen) {
        chosen = (await field(visit.chosen).locator("option").nth(1).getAttribute("value")) ?? "";
        await field(visit.chosen).selectOption(chosen);
      }
      await notHydrated(page);
      release();
      await formTakenOver(page);
      for (const [label, value] of Object.entries(visit.typed)) await expect(field(label)).toHaveValue(value);
      if (visit.chosen) await expect(field(visit.chosen)).toHaveValue(chosen);
    });
  }
});
