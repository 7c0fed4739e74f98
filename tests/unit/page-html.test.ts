import { describe, expect, it } from "vitest";
import { readHead, readPage } from "../../server/page-html.ts";

describe("readPage", () => {
  const html = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>
<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="preload" href="/media/hero.avif" as="image"/>
<link rel="canonical" href="https://www.example.org/about"/>
<link rel="modulepreload" href="/assets/entry.js"/>
<script type="application/ld+json">{"@type":"Organization","note":"</scr" + "ipt>"}</script>
<script src="/dialog-fallback.js" defer=""></script>
</head><body><p>Text with "/assets/not-a-file.js" in it.</p>
<template><script>window.inTemplate = 1</script></template>
<script>window.__context = {"a":"&amp;<b>"};</script>
<script type="module" async="">import "/assets/route.js";</script>
<script type="module" src="/assets/start.js"></script>
<script type="application/json">{"data":1}</script>
<script type="text/plain">not run</script>
<script></script>
</body></html>`;

  it("finds the inline scripts a browser runs, exactly as written (not those of a template)", () => {
    expect(readPage(html).inlineScripts).toEqual([
      'window.__context = {"a":"&amp;<b>"};',
      'import "/assets/route.js";',
    ]);
  });

  it("finds the files a page loads first, and nothing that only looks like one", () => {
    const page = readPage(html);
    expect(page.moduleFiles).toEqual(["/assets/entry.js", "/assets/start.js"]);
    expect(page.stylesheets).toEqual(["/assets/app.css"]);
    expect(page.fontPreloads).toEqual(["/assets/inter.woff2"]);
    expect(page.canonical).toBe("https://www.example.org/about");
  });

  it("gives a page without any of them empty lists", () => {
    expect(readPage("<p>Plain</p>")).toEqual({
      inlineScripts: [],
      moduleFiles: [],
      stylesheets: [],
      fontPreloads: [],
      canonical: undefined,
    });
  });
});

describe("readHead", () => {
  it("reads the canonical address and the title from the head alone, as the whole page gives them", () => {
    const page = `<!DOCTYPE html><html><head><title>About &amp; more | Scriptoria</title>
<link rel="canonical" href="https://www.example.org/about"/></head>
<body><link rel="canonical" href="https://www.example.org/elsewhere"/><title>Not this one</title></body></html>`;
    expect(readHead(page)).toEqual({ canonical: "https://www.example.org/about", title: "About & more | Scriptoria" });
    const { canonical, title } = readPage(page);
    expect(readHead(page)).toEqual({ canonical, title });
  });

  it("reads a page without a head end tag whole", () => {
    expect(readHead("<title>Bare</title><p>text")).toEqual({ canonical: undefined, title: "Bare" });
  });
});
