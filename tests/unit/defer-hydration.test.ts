import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { deferHydration } from "../../scripts/lib/defer-hydration.ts";

// A page as React Router prerenders it (shortened): preload links, the context script, the
// module script that imports the route modules and then, dynamically, the client entry.
const module = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/about-1.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};
import("/assets/entry.client-1.js");`;
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>About</title><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/framework-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/><link rel="stylesheet" href="/assets/app-1.css"/><script type="application/ld+json">{"@type":"Organization"}</script></head><body><main><h1>About</h1><p>Text with &lt;script type="module"&gt; in it.</p></main><script>window.__reactRouterContext = {};</script><script type="module" async="">${module}</script><script>window.__reactRouterContext.streamController.close();</script></body></html>`;

describe("deferHydration", () => {
  const deferred = deferHydration(page);
  const window = new Window();
  const document = new window.DOMParser().parseFromString(deferred, "text/html");

  it("removes the modulepreload links and keeps every other element as written", () => {
    expect(document.querySelectorAll("link[rel=modulepreload]")).toHaveLength(0);
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/app-1.css"/>');
    expect(deferred).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(deferred).toContain('<p>Text with &lt;script type="module"&gt; in it.</p>');
    expect(
      deferred.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>About</title>'),
    ).toBe(true);
  });

  it("keeps the module script inert, with the preloaded files it did not import as imports of its own", () => {
    expect(document.querySelector('script[type="module"]')).toBeNull();
    const hydrate = document.getElementById("hydrate");
    expect(hydrate?.getAttribute("type")).toBe("text/plain");
    const code = hydrate?.textContent ?? "";
    expect(code.startsWith(module)).toBe(true);
    // framework-1 was preloaded only: now imported. manifest and root were imported already; the
    // client entry is imported dynamically, after the route modules are in place.
    expect(code.slice(module.length).trim()).toBe('import "/assets/framework-1.js";');
  });

  it("names the dynamically imported client entry for preloading, and leaves the scripts around it as they were", () => {
    const hydrate = document.getElementById("hydrate");
    expect(hydrate?.getAttribute("data-preload")).toBe("/assets/entry.client-1.js");
    expect(hydrate?.previousElementSibling?.textContent).toBe("window.__reactRouterContext = {};");
    expect(hydrate?.nextElementSibling?.textContent).toBe("window.__reactRouterContext.streamController.close();");
  });

  it("leaves a page without one inline module script alone, and a deferred page as it is", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Not found</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
    expect(deferHydration(deferred)).toBe(deferred);
  });
});
