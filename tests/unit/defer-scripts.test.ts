import { describe, expect, it } from "vitest";
import { deferScripts, inertRouteData } from "../../app/entry.server.tsx";

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

describe("inertRouteData", () => {
  // The route data as React Router writes it: a stream made by the context script, fed by one
  // script per chunk (JSON string literals, escaped for HTML) and closed by the last.
  const chunks = ['[{"_1":2},"loaderData",', '"a \u003cb\u003e \\"quoted\\" text"]\n'];
  const page = [
    "<!DOCTYPE html><html><head></head><body><h1>Page</h1>",
    '<script>window.__reactRouterContext = {"ssr":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>',
    ...chunks.map(
      (chunk) =>
        `<!--$--><script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(chunk)});</script>`,
    ),
    "<!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--><!--/$--><!--/$-->",
    "</body></html>",
  ].join("");
  const html = inertRouteData(page);

  it("keeps the context but makes no stream while the page is parsed", () => {
    expect(html).toContain('<script>window.__reactRouterContext = {"ssr":false};</script>');
    expect(html).not.toContain("ReadableStream");
    expect(html).not.toContain("streamController");
  });

  it("keeps every chunk, in order, as JSON data that reads back to the same text", () => {
    const data = [...html.matchAll(/<script type="application\/json" data-route-data>(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? "") as string,
    );
    expect(data).toEqual(chunks);
    expect(html).toContain("<!--$--><!--/$--><!--/$--><!--/$-->");
  });

  it("leaves a page alone when its scripts are not the ones it knows", () => {
    const other = page.replace("streamController.close()", "streamController.close(true)");
    expect(inertRouteData(other)).toBe(other);
    const plain = "<!DOCTYPE html><html><head></head><body><h1>404</h1></body></html>";
    expect(inertRouteData(plain)).toBe(plain);
  });
});
