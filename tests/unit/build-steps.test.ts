/**
 * The steps of a publish read from the build's output (server/admin/publish/build-steps.ts): each
 * script's closing line starts the next step, a line split between two pieces of output counts
 * once whole, and the steps only go forward.
 */
import { describe, expect, it } from "vitest";
import { firstStep, followBuildSteps } from "../../server/admin/publish/build-steps.ts";

/** The lines `npm run build` writes, in order, shortened. */
const output = [
  "> scriptoria-website@1.0.0 build",
  "> scriptoria-website@1.0.0 content",
  "content: 116 files from content valid; photos: 0 renditions encoded",
  "vite v8.3.8 building client environment for production...",
  "✓ built in 4.27s",
  "Prerender (data): / -> build/client/_.data",
  "Prerender (html): / -> build/client/index.html",
  "sitemap: 65 URLs under https://www.scriptoria.example",
  "news feed: 13 entries at https://www.scriptoria.example/company/News/feed.atom",
  "precompress: 300 files, 7691 KB -> 998 KB brotli",
  "budgets: largest document 13.0 KB of 13.2 KB (brotli)",
].map((line) => `${line}\n`);

describe("the steps of a build", () => {
  it("start with the content check, and move on as each script's closing line comes", () => {
    const steps = followBuildSteps();
    const seen = [steps.step()];
    for (const line of output) {
      steps.read(line);
      if (steps.step() !== seen.at(-1)) seen.push(steps.step());
    }
    expect(seen).toEqual([
      firstStep,
      "Building the site's code",
      "Writing the pages",
      "Compressing the pages",
      "Checking the pages' sizes",
    ]);
  });

  it("read a line split between two pieces once it is whole", () => {
    const steps = followBuildSteps();
    steps.read("> build\ncont");
    expect(steps.step()).toBe(firstStep);
    steps.read("ent: 116 files valid");
    expect(steps.step()).toBe(firstStep);
    steps.read("\n");
    expect(steps.step()).toBe("Building the site's code");
  });

  it("never go back: a later line naming an earlier step changes nothing", () => {
    const steps = followBuildSteps();
    steps.read(output.join(""));
    steps.read("content: again\nPrerender (html): /x -> x\n");
    expect(steps.step()).toBe("Checking the pages' sizes");
  });

  it("ignore the same words inside a line", () => {
    const steps = followBuildSteps();
    steps.read("error: the content: field is wrong\n");
    expect(steps.step()).toBe(firstStep);
  });
});
