/**
 * The reason a failed build gives in the publish status (server/admin/publish/build-error.ts):
 * the line that says what went wrong, never one of the figures the budget check prints for every
 * page (a route such as /form-refused/contact reads like a refusal), a stack frame or npm's summary.
 */
import { describe, expect, it } from "vitest";
import { buildError } from "../../server/admin/publish/build-error.ts";

const budgetRows = [
  "ok   /                                        html   12.9 KB  js   109.5 KB  css   12.9 KB  fonts   28.1 KB",
  "ok   /form-refused/contact                    html    5.7 KB  js     0.0 KB  css   12.9 KB  fonts   28.1 KB",
  "ok   /company/failures-we-learned-from        html    6.1 KB  js    80.0 KB  css   12.9 KB  fonts   28.1 KB",
  "budgets: largest document 13.0 KB of 13.2 KB (brotli), first-load JS 109.5 KB of 110.0 KB, CSS 12.9 KB of 30.0 KB (gzip), preloaded fonts 28.1 KB of 29.0 KB (71 routes)",
];
const npmSummary = ["npm error Lifecycle script `build` failed with error:", "npm error code 1"];

describe("the reason of a failed build", () => {
  it("is the fonts check's line, not a budget row", () => {
    const output = [
      ...budgetRows,
      'fonts: "×" (U+00D7) on /about is not in the preloaded cores: run npm run fonts',
      ...npmSummary,
    ].join("\n");
    expect(buildError(output)).toEqual({
      message: 'the fonts check failed: "×" (U+00D7) on /about is not in the preloaded cores: run npm run fonts',
    });
  });

  it("is a thrown error's message, not its stack or the budget rows", () => {
    const output = [
      "✓ built in 2.41s",
      "Error: Prerender: Request failed for /_.data: Received a 500 status code",
      "    at defaultHandleError (file:///node_modules/@react-router/dev/dist/vite.js:893:8)",
      "    at attempt (file:///node_modules/@react-router/dev/dist/vite.js:841:11)",
      ...npmSummary,
    ].join("\n");
    expect(buildError(output).message).toBe(
      "the build failed: Error: Prerender: Request failed for /_.data: Received a 500 status code",
    );
  });

  it("is the failing line after the budget rows, never a route whose name reads like a failure", () => {
    const output = [...budgetRows, "sitemap: could not write build/client/sitemap.xml: failed", ...npmSummary].join(
      "\n",
    );
    expect(buildError(output).message).toBe(
      "the build failed: sitemap: could not write build/client/sitemap.xml: failed",
    );
    const quiet = [...budgetRows, "precompress: 3 files", ...npmSummary].join("\n");
    expect(buildError(quiet).message).toBe("the build failed: precompress: 3 files");
  });

  it("is a budget named by its page, and a file named by the content check", () => {
    const over = [budgetRows[0], "OVER /news/x                              html   99.0 KB", ...npmSummary];
    expect(buildError(over.join("\n")).message).toBe("a page is over its size budget: /news/x html 99.0 KB");
    const content = ["content: content/news/x.md: illustration: no-such-illustration is not one of ours"];
    expect(buildError(content.join("\n"))).toEqual({
      file: "content/news/x.md",
      field: "illustration",
      message: "no-such-illustration is not one of ours",
    });
    expect(buildError("", "the build took longer than 600 s and was stopped")).toEqual({
      message: "the build took longer than 600 s and was stopped",
    });
  });
});
