/** Helpers of the form tests (forms-*.spec.ts). */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page, Route } from "@playwright/test";
import { axeViolations, desktop, expect, hydrated, mobile } from "./e2e.ts";
import { pdfBytes } from "./pdf.ts";

export const viewports = [
  { name: "390 px", size: mobile },
  { name: "1440 px", size: desktop },
];

/** Opens a page and waits until its form (loaded in its own chunk) is hydrated. */
export async function openForm(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await hydrated(page);
  const form = page.locator("form[data-ready]");
  await expect(form).toHaveCount(1);
  return form;
}

/** Serious or critical WCAG 2.2 AA violations in the page's main content. */
export function seriousViolations(page: Page): Promise<string[]> {
  return axeViolations(page, { include: "main" });
}

/** A toast with this text (react-hot-toast renders them as role=status). */
export function toast(page: Page, text: string): Locator {
  return page.getByRole("status").filter({ hasText: text });
}

/** Counts the POSTs to an endpoint. */
export function countPosts(page: Page, endpoint: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith(endpoint)) count++;
  });
  return () => count;
}

/** The answers the tests give in place of the server. */
export const answers = {
  ok: (route: Route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: '{"data":{"reference":"t"}}' }),
  refused: (message: string) => (route: Route) =>
    route.fulfill({ status: 422, contentType: "application/json", body: JSON.stringify({ error: message }) }),
  garbage: (route: Route) => route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Proxy error</h1>" }),
  networkDown: (route: Route) => route.abort("failed"),
};

/** A successful answer held back until the test calls `release`: the post stays on its way meanwhile. */
export function heldAnswer(): { route: (route: Route) => Promise<void>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    route: async (route) => {
      await released;
      await answers.ok(route);
    },
    release,
  };
}

/**
 * Drops the console errors a test provoked on purpose (the browser logs a failed request or
 * an error status), after checking they were the only ones.
 */
export function expectOnlyFailedRequests(consoleErrors: string[]): void {
  const unexpected = consoleErrors.filter((message) => !/Failed to load resource/.test(message));
  expect(unexpected).toEqual([]);
  consoleErrors.length = 0;
}

/** The .eml file the server's file transport wrote for a message containing `marker`. */
export async function deliveredMail(marker: string): Promise<string> {
  const dir = join(import.meta.dirname, "..", "..", "test-results", "e2e-data", "outbox");
  let found = "";
  await expect
    .poll(
      () => {
        if (!existsSync(dir)) return false;
        for (const name of readdirSync(dir).filter((file) => file.endsWith(".eml"))) {
          // Unfolded: long header lines are folded onto several.
          const text = readFileSync(join(dir, name), "utf8").replace(/\r?\n[ \t]+/g, " ");
          if (text.includes(marker)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found;
}

/** A tiny, valid PDF. */
export const pdf = {
  name: "resume-anita-rao.pdf",
  mimeType: "application/pdf",
  buffer: pdfBytes(1200),
};
