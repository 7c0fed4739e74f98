import { AxeBuilder } from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

/** Widths the layout is tested at. */
export const desktop = { width: 1440, height: 900 };
export const mobile = { width: 390, height: 844 };

/**
 * The page fixture fails a test on any console error or uncaught exception (a hydration
 * mismatch shows up as one), so every behaviour test is also a clean-console test.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
    expect(errors, "console errors").toEqual([]);
  },
});

export { expect };

/**
 * Waits until the page is interactive: React has hydrated the prerendered page (its header's
 * navigation and its body) and the router is attached. The one readiness signal, the document's
 * `data-hydrated` attribute (components/layout/site-shell.tsx). Before it, every control still
 * works from the page's own HTML.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Waits until React has hydrated `target`. A part whose code arrives after the page's (the
 * sections below a page's first screen) answers clicks and keys only from then on.
 */
export async function reactive(target: Locator, timeout?: number): Promise<void> {
  await expect
    .poll(() => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))), {
      timeout,
    })
    .toBe(true);
}

/**
 * axe's WCAG 2.2 AA findings once the page is interactive. `include` limits the check to a part
 * of the page.
 */
export async function axe(page: Page, include?: string) {
  await hydrated(page);
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  return (include ? builder.include(include) : builder).analyze();
}

/** Navigates client-side, as a link would. */
export async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } })
      .__reactRouterDataRouter;
    router.navigate(path);
  }, to);
}

/**
 * Holds back the responses for `glob` (say a chunk of code) until the returned function is
 * called, to see the page before that file has arrived.
 */
export async function holdBack(page: Page, glob: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(glob, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
