import type { Page } from "@playwright/test";
import { expect, hydrated, mobile, test } from "../support/e2e.ts";

/**
 * The parts of a page away from the screen are skipped by the browser (content-visibility: auto)
 * until they come near it. No script may read the layout of something inside such a part while
 * it is skipped: the browser would lay the whole part out for that one read and skip it again, and
 * on a slow phone that was the longest task of the home page's start (the carousels read their
 * position as they hydrated). Each read of a box's geometry is recorded with whether its element
 * was skipped at that moment.
 */

declare global {
  interface Window {
    skippedReads: string[];
  }
}

/** Records reads of layout geometry made on elements inside a skipped part. */
async function recordSkippedReads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.skippedReads = [];
    const skipped = (element: Element) =>
      element.isConnected &&
      element.checkVisibility() &&
      !element.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${
        element.getAttribute("aria-label") ? `[aria-label="${element.getAttribute("aria-label")}"]` : ""
      }`;
    const note = (element: Element, name: string) => {
      if (skipped(element)) window.skippedReads.push(`${name} of ${describe(element)}`);
    };
    const watch = (prototype: object, name: string) => {
      const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
      if (!descriptor) throw new Error(`no ${name}`);
      if (descriptor.get) {
        const get = descriptor.get;
        Object.defineProperty(prototype, name, {
          ...descriptor,
          get(this: Element) {
            note(this, name);
            return get.call(this);
          },
        });
      } else {
        const call = descriptor.value as (...args: unknown[]) => unknown;
        Object.defineProperty(prototype, name, {
          ...descriptor,
          value(this: Element, ...args: unknown[]) {
            note(this, name);
            return call.apply(this, args);
          },
        });
      }
    };
    for (const name of ["scrollLeft", "scrollTop", "scrollWidth", "clientWidth", "clientHeight"]) {
      watch(Element.prototype, name);
    }
    for (const name of ["offsetWidth", "offsetHeight", "offsetTop", "offsetLeft"]) watch(HTMLElement.prototype, name);
    watch(Element.prototype, "getBoundingClientRect");
  });
}

for (const path of ["/", "/company/Aboutus"]) {
  test(`${path} at a phone's width: no script reads the layout of a part the browser skips`, async ({ page }) => {
    await page.setViewportSize(mobile);
    await recordSkippedReads(page);
    await page.goto(path);
    await hydrated(page);
    // The parts further down are skipped (what is inside them is not rendered): the page has
    // something to keep from being read.
    const skippedParts = await page.evaluate(
      () =>
        [...document.querySelectorAll("main > * > *")].filter(
          (inside) => !inside.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions),
        ).length,
    );
    expect(skippedParts).toBeGreaterThan(0);
    // Motion starts a second after hydration (lib/settled.ts): wait for the rows to move, so that
    // what starts then is recorded too.
    if (path === "/") await expect(page.locator("[data-moving=true]").first()).toBeAttached();
    expect(await page.evaluate(() => window.skippedReads)).toEqual([]);
  });
}

/*
 * Chromium may hold a style from before the stylesheet applied (the browser's own link blue) for an
 * element in a skipped part, and the first time a tool reads that element's style a colour
 * transition starts from it: an accessibility audit run after load then measured footer links in
 * blue on the dark footer. So nothing in a part rendered near the screen fades its colours.
 */
for (const path of ["/", "/company/Aboutus", "/agiletesting", "/products/vedas", "/company/Newsdetail/0"]) {
  test(`${path}: nothing in a part away from the screen fades its colours, so a tool reading them sees them as they are`, async ({
    page,
  }) => {
    await page.setViewportSize(mobile);
    await page.goto(path);
    await hydrated(page);
    const found = await page.evaluate(() => {
      const inParts = [...document.querySelectorAll("main > * + * *, .site-footer *")];
      // A colour transition: a colour property (or all of them) with a duration.
      const fadesColours = (element: Element) => {
        const style = getComputedStyle(element);
        const durations = style.transitionDuration.split(",").map((duration) => Number.parseFloat(duration));
        return style.transitionProperty
          .split(",")
          .some(
            (property, index) =>
              /^(all|.*color)$/.test(property.trim()) && (durations[index % durations.length] ?? 0) > 0,
          );
      };
      const fading = inParts
        .filter(fadesColours)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join(".")}`);
      const running = document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition && /color/.test(animation.transitionProperty))
        .map((animation) => (animation as CSSTransition).transitionProperty);
      return { checked: inParts.length, fading, running };
    });
    expect(found.checked).toBeGreaterThan(50);
    expect(found.fading).toEqual([]);
    expect(found.running).toEqual([]);
  });
}
