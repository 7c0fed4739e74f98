import { type Browser, test as base, expect, type Locator, type Page } from "@playwright/test";
import axeCore, { type AxeResults } from "axe-core";

/** Widths the layout is tested at. */
export const desktop = { width: 1440, height: 900 };
export const mobile = { width: 390, height: 844 };

/**
 * The console errors a test provokes on purpose: their text, the address of the script or document
 * that logged them, or both. One matcher, not a list: Playwright reads a two-element array given to
 * `test.use` as a value and its options, so several kinds are one regular expression's alternatives.
 */
export interface ExpectedConsoleErrors {
  text?: RegExp;
  url?: RegExp;
}

function expected(matcher: ExpectedConsoleErrors | undefined, text: string, url: string): boolean {
  return matcher !== undefined && (matcher.text?.test(text) ?? true) && (matcher.url?.test(url) ?? true);
}

/**
 * Every test fails on a console error or uncaught exception in its browser context (a hydration
 * mismatch shows up as one), so every behaviour test is also a clean-console test. A test that
 * provokes one on purpose declares it: `test.use({ expectedConsoleErrors: { url: /.../ } })`.
 * `consoleErrors` is the list so far, for a test that looks at it or clears what it expected.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: ExpectedConsoleErrors | undefined }>({
  expectedConsoleErrors: [undefined, { option: true }],
  consoleErrors: [
    async ({ context, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      context.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" && !expected(expectedConsoleErrors, text, message.location().url)) {
          errors.push(text);
        }
      });
      context.on("weberror", (error) => {
        const text = error.error().message;
        if (!expected(expectedConsoleErrors, text, "")) errors.push(text);
      });
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
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

/** The rules checked: WCAG 2.2 A and AA. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe's WCAG 2.2 AA findings once the page is interactive, one line each: the rule, its impact
 * and where. Only the serious and critical ones unless `all`; `include` limits the check to a
 * part of the page. axe-core runs in the page itself: its script is evaluated once per document
 * (the @axe-core/playwright wrapper runs it in every frame and merges the results in a second
 * page: 3 s a page on a 2-core machine against 1.2 s this way, and the site has no frames).
 */
/** For a colour-contrast finding, the colours and ratio axe measured, so that a failure says what it saw. */
function contrastOf(node: AxeResults["violations"][number]["nodes"][number]): string {
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return data?.contrastRatio ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : "";
}

export async function axeViolations(page: Page, { include, all = false }: { include?: string; all?: boolean } = {}) {
  await hydrated(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeCore.source);
  // The parts of a page away from the screen are not rendered (content-visibility: auto, app.css),
  // so axe could not tell their colours: they are rendered while it looks, as a visitor sees each
  // part once it nears the screen.
  const renderAll = await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  // axe reads each element's box and colours in turns between which the page renders: it starts
  // once the page has rendered those parts (two frames) and no colour is in transition.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  });
  const results: AxeResults = await page
    .evaluate(
      ({ include, tags }) =>
        (window as unknown as { axe: typeof axeCore }).axe.run(include ? { include: [include] } : document, {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
        }),
      { include, tags: wcagTags },
    )
    .finally(() => renderAll.evaluate((style) => style.parentNode?.removeChild(style)));
  return results.violations
    .filter((violation) => all || violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(" ")}${contrastOf(node)}`).join(", ")}`,
    );
}

/** Whether the page behind the header is dimmed, as it is while a menu is open (app.css). */
export function dimmed(page: Page): Promise<boolean> {
  return page.locator("main").evaluate((main) => getComputedStyle(main, "::after").content !== "none");
}

/**
 * The expanded state Chromium exposes to assistive technology for `target`, from its
 * accessibility tree: for a popover's button it follows the popover, with or without scripts.
 */
export async function expandedState(target: Locator): Promise<boolean | undefined> {
  const page = target.page();
  const cdp = await page.context().newCDPSession(page);
  try {
    const probe = "data-expanded-probe";
    await target.evaluate((element, name) => element.setAttribute(name, ""), probe);
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: `[${probe}]` });
    await target.evaluate((element, name) => element.removeAttribute(name), probe);
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
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
 * Stops the page's clock (installed with `page.clock.install()`) a moment ahead of the page's own
 * time. That clock runs on while the request travels: on a busy machine the moment may already
 * have passed, and the stop is asked again further ahead.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let ahead = 100; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (!String(error).includes("fast-forward to the past")) throw error;
    }
  }
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

/**
 * Holds every script of the site back until the returned function is called: the page's HTML is
 * there to be used (open it with `waitUntil: "domcontentloaded"`; its module scripts are async
 * and hold the load event back), and nothing of React has run. Once released, the page's scripts
 * and then its sections' arrive at once.
 */
export function holdScripts(page: Page): Promise<() => void> {
  return holdBack(page, "**/assets/*.js");
}

/** Runs `run` on a page without JavaScript at `viewport`, closed with its context afterwards. */
export async function withoutScripts(
  browser: Browser,
  run: (page: Page) => Promise<void>,
  viewport: { width: number; height: number } = desktop,
): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse's mobile line (150 ms round trip, 1.6 Mbit/s down), and with `slowProcessor` its
 * processor four times slower, on Chromium through the DevTools protocol.
 */
export async function throttle(page: Page, { slowProcessor = true } = {}): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  if (slowProcessor) await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}
