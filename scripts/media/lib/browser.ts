/**
 * Headless Chromium (playwright-core through @playwright/test) for turning HTML or SVG into PNG.
 * Pages are loaded with `setContent`, so templates must be self-contained: inline styles, inline
 * SVG, fonts from {@link fontFaceCss}, images as data URLs. Nothing is fetched from the network.
 */
import { type Browser, chromium } from "@playwright/test";
import { chromiumArgs } from "../../lib/browser.ts";
import { FONT_SANS, fontFaceCss } from "./fonts.ts";

/** Size of a render: CSS pixels times `scale` gives the PNG size. */
export interface RenderOptions {
  /** Viewport width and height in CSS pixels. */
  width: number;
  height: number;
  /** Device scale factor; 2 renders a 600x450 layout as a 1200x900 PNG. Default 1. */
  scale?: number;
  /** Keep the page background transparent (for icons). Default false. */
  transparent?: boolean;
}

/** Renders self-contained HTML or SVG documents to PNG buffers with one shared browser. */
export interface Renderer {
  /** Renders a full HTML document (see {@link htmlDocument}) to PNG. */
  html(html: string, opts: RenderOptions): Promise<Buffer>;
  /** Renders an SVG document to PNG at `opts.width` x `opts.height` CSS pixels. */
  svg(svg: string, opts: RenderOptions): Promise<Buffer>;
}

async function render(browser: Browser, html: string, opts: RenderOptions): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: { width: opts.width, height: opts.height },
    deviceScaleFactor: opts.scale ?? 1,
    offline: true,
  });
  try {
    const page = await context.newPage();
    await page.route("**/*", (route) => {
      const url = route.request().url();
      return url.startsWith("data:") ? route.continue() : route.abort();
    });
    await page.setContent(html, { waitUntil: "load" });
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all(
        Array.from(document.images, (img) => (img.complete ? undefined : img.decode().catch(() => undefined))),
      );
    });
    return await page.screenshot({
      type: "png",
      omitBackground: opts.transparent ?? false,
      clip: { x: 0, y: 0, width: opts.width, height: opts.height },
    });
  } finally {
    await context.close();
  }
}

/**
 * Launches Chromium (CHROMIUM_PATH or /usr/bin/chromium), runs `fn` with a {@link Renderer} and
 * closes the browser afterwards, also on error.
 */
export async function withRenderer<T>(fn: (renderer: Renderer) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
  try {
    return await fn({
      html: (html, opts) => render(browser, html, opts),
      svg: (svg, opts) =>
        render(
          browser,
          htmlDocument({
            width: opts.width,
            height: opts.height,
            css: "svg{display:block;width:100%;height:100%}",
            body: svg,
          }),
          opts,
        ),
    });
  } finally {
    await browser.close();
  }
}

/** Parts of a page built by {@link htmlDocument}. */
export interface HtmlDocumentOptions {
  width: number;
  height: number;
  /** Extra CSS appended after the reset and font faces. */
  css?: string;
  body: string;
}

/**
 * Wraps `body` in a complete HTML document: the site's fonts, a reset, a body of exactly
 * `width` x `height` CSS pixels with hidden overflow and Inter as the default text face.
 */
export function htmlDocument({ width, height, css = "", body }: HtmlDocumentOptions): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
${fontFaceCss()}
*,*::before,*::after{box-sizing:border-box;margin:0;padding:0}
html,body{width:${width}px;height:${height}px;overflow:hidden;background:transparent}
body{font-family:${FONT_SANS};-webkit-font-smoothing:antialiased;text-rendering:geometricPrecision;font-optical-sizing:auto}
${css}
</style></head><body>${body}</body></html>`;
}
