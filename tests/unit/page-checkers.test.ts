import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { checkAccessibility, launchChromium } from "../../scripts/lib/accessibility-checker.ts";
import { checkHtml } from "../../scripts/lib/nu-html-checker.ts";

/**
 * The outside checkers of `npm run check:pages` catch what they are there for: a page with a
 * block inside a paragraph and a picture without a text alternative fails, a clean one passes.
 */
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture</title></head><body><main><h1>Fixture</h1>${body}</main></body></html>`;

let dir = "";
let planted = "";
let clean = "";

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "scriptoria-page-checkers-"));
  planted = join(dir, "planted.html");
  clean = join(dir, "clean.html");
  writeFileSync(
    planted,
    page('<p>A paragraph <div>with a block inside</div></p><img src="cover.png" width="40" height="40">'),
  );
  writeFileSync(clean, page('<p>A paragraph.</p><img src="cover.png" width="40" height="40" alt="A cover">'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe.concurrent("the checkers report planted errors", () => {
  test("the Nu HTML Checker: the block in a paragraph and the picture without alt, nothing on the clean page", async () => {
    const findings = await checkHtml([planted, clean]);
    expect(findings.every((finding) => finding.page === planted && finding.checker === "html")).toBe(true);
    const messages = findings.map((finding) => finding.message);
    expect(messages).toContainEqual(expect.stringContaining("No “p” element in scope but a “p” end tag seen"));
    expect(messages).toContainEqual(expect.stringContaining("An “img” element must have an “alt” attribute"));
  }, 60_000);

  test("pa11y: the picture without alt, nothing on the clean page", async () => {
    const browser = await launchChromium();
    try {
      const findings = await checkAccessibility(
        browser,
        [
          { page: "planted", url: pathToFileURL(planted).href },
          { page: "clean", url: pathToFileURL(clean).href },
        ],
        2,
      );
      expect(findings.map((finding) => [finding.page, finding.rule])).toEqual([
        ["planted", "WCAG2AA.Principle1.Guideline1_1.1_1_1.H37"],
      ]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
