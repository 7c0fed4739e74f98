import { describe, expect, it } from "vitest";
import { deferScripts } from "../../app/entry.server.tsx";

const page = [
  "<!DOCTYPE html><html><head><title>Page</title>",
  '<link rel="modulepreload" href="/assets/framework-1.js"/>',
  '<link rel="modulepreload" href="/assets/home-2.js"/>',
  '<link rel="modulepreload" href="/assets/manifest-4.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-5.js"/>',
  '<link rel="stylesheet" href="/assets/app-3.css"/>',
  "</head><body><h1>Page</h1><script>window.ctx = {};</script>",
  '<script type="module" async="">import "/assets/manifest-4.js";\nimport("/assets/entry.client-5.js");</script>',
  "</body></html>",
].join("");

describe("deferScripts", () => {
  const html = deferScripts(page);

  it("takes the modulepreload links out of the page", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-3.css"/>');
  });

  it("keeps the module script inert, imports there what the links preloaded, and leaves other scripts alone", () => {
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<script type="text/plain" id="hydrate">import "/assets/manifest-4.js";\nimport("/assets/entry.client-5.js");\nimport "/assets/framework-1.js";\nimport "/assets/home-2.js";</script>',
    );
    expect(html).toContain("<script>window.ctx = {};</script>");
  });

  it("adds one script that starts it after the first paint, preloading only the file it imports last", () => {
    const starter = html.match(/<script>(\(function startAfterFirstPaint[\s\S]*?)<\/script>/)?.[1];
    expect(starter).toBeDefined();
    expect(starter).toMatch(/\(\["\/assets\/entry\.client-5\.js"\]\)$/);
    expect(starter).toContain("first-contentful-paint");
  });

  it("leaves a page without scripts as it is", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><h1>404</h1></body></html>";
    expect(deferScripts(plain)).toBe(plain);
  });
});
