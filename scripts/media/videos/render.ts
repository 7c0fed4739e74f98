/**
 * Frame renderer for the videos: loads a scene page in headless Chromium, steps its clock
 * deterministically (window.__scene.setTime(t), never wall-clock) and saves every frame as PNG.
 *
 * Pages are served from this folder under a made-up origin that is answered entirely by
 * request interception, so nothing touches the network: `.ts` files are served with their
 * types stripped (module scripts), `/fonts/...` maps to the @fontsource packages.
 */
import { readFile, writeFile } from "node:fs/promises";
import { stripTypeScriptTypes } from "node:module";
import { extname, join, normalize, sep } from "node:path";
import { type Browser, type CDPSession, chromium, type Page } from "@playwright/test";
import { chromiumArgs } from "../../lib/browser.ts";
import type { SceneHandle } from "./runtime/anim.ts";

const ORIGIN = "http://scene.invalid";
const videosDir = import.meta.dirname;
const repoRoot = join(videosDir, "..", "..", "..");
const fontDirs: Record<string, string> = {
  inter: join(repoRoot, "node_modules/@fontsource/inter/files"),
  "source-serif-4": join(repoRoot, "node_modules/@fontsource/source-serif-4/files"),
};

const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".ts": "text/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};

/** Resolves a request path to a file inside `base`, or null if it would leave it. */
function inside(base: string, rel: string): string | null {
  const file = normalize(join(base, rel));
  return file.startsWith(base + sep) ? file : null;
}

function fileFor(pathname: string): string | null {
  const font = /^\/fonts\/([a-z0-9-]+)\/([a-z0-9.-]+\.woff2)$/.exec(pathname);
  if (font) {
    const dir = fontDirs[font[1] ?? ""];
    return dir ? inside(dir, font[2] ?? "") : null;
  }
  return inside(videosDir, decodeURIComponent(pathname));
}

const transpiled = new Map<string, string>();

async function body(file: string): Promise<string | Buffer> {
  if (!file.endsWith(".ts")) return readFile(file);
  let js = transpiled.get(file);
  if (js === undefined) {
    js = stripTypeScriptTypes(await readFile(file, "utf8"), { mode: "strip" });
    transpiled.set(file, js);
  }
  return js;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...chromiumArgs, "--font-render-hinting=none"],
  });
}

interface SceneHost {
  __scene?: SceneHandle;
}

export interface OpenedScene {
  page: Page;
  cdp: CDPSession;
  duration: number;
  keyframes: readonly number[];
}

/** Opens `<scene>/index.html` from this folder at the given viewport and waits for fonts. */
export async function openScene(browser: Browser, scene: string, width: number, height: number): Promise<OpenedScene> {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    const file = url.origin === ORIGIN ? fileFor(url.pathname) : null;
    if (!file) return route.abort("blockedbyclient");
    try {
      await route.fulfill({
        status: 200,
        contentType: MIME[extname(file)] ?? "application/octet-stream",
        body: await body(file),
      });
    } catch (e) {
      errors.push(`${url.pathname}: ${e instanceof Error ? e.message : String(e)}`);
      await route.fulfill({ status: 404, body: "" });
    }
  });
  await page.goto(`${ORIGIN}/${scene}/index.html`);
  try {
    await page.waitForFunction(
      () => (window as unknown as SceneHost).__scene !== undefined || document.body.dataset.error !== undefined,
      null,
      {
        timeout: 20000,
      },
    );
  } catch (e) {
    throw new Error(`${scene}: scene did not start: ${errors.join("; ") || String(e)}`);
  }
  if (errors.length) throw new Error(`${scene}: page error: ${errors.join("; ")}`);
  const info = await page.evaluate(async () => {
    const faces = ["400 16px Inter", "600 16px Inter", "600 16px 'Source Serif 4'", "italic 400 16px 'Source Serif 4'"];
    await Promise.all(faces.map((f) => document.fonts.load(f)));
    await document.fonts.ready;
    const missing = faces.filter((f) => !document.fonts.check(f));
    const handle = (window as unknown as SceneHost).__scene;
    return { duration: handle?.duration ?? 0, keyframes: [...(handle?.keyframes ?? [])], missing };
  });
  if (info.missing.length) throw new Error(`${scene}: fonts not loaded: ${info.missing.join(", ")}`);
  const cdp = await context.newCDPSession(page);
  return { page, cdp, duration: info.duration, keyframes: info.keyframes };
}

export async function setSceneTime(page: Page, t: number): Promise<void> {
  await page.evaluate((time) => (window as unknown as SceneHost).__scene?.setTime(time), t);
}

export async function capturePng(cdp: CDPSession): Promise<Buffer> {
  const shot = await cdp.send("Page.captureScreenshot", { format: "png", optimizeForSpeed: true });
  return Buffer.from(shot.data, "base64");
}

/**
 * Renders frames t = i / fps for i in [0, duration * fps) to `dir/f00000.png`..., sharing the
 * frames out between `workers` pages (each in its own renderer process). Returns the file
 * pattern and the frame count.
 */
export async function renderScene(
  browser: Browser,
  scene: string,
  size: { width: number; height: number },
  fps: number,
  dir: string,
  workers = 2,
): Promise<{ pattern: string; count: number; keyframes: readonly number[] }> {
  const pages: OpenedScene[] = [];
  try {
    for (let w = 0; w < workers; w++) pages.push(await openScene(browser, scene, size.width, size.height));
    const count = Math.round((pages[0]?.duration ?? 0) * fps);
    if (count <= 0) throw new Error(`${scene}: scene has no duration`);
    await Promise.all(
      pages.map(async (s, w) => {
        for (let i = w; i < count; i += workers) {
          await setSceneTime(s.page, i / fps);
          await writeFile(join(dir, `f${String(i).padStart(5, "0")}.png`), await capturePng(s.cdp));
        }
      }),
    );
    return { pattern: join(dir, "f%05d.png"), count, keyframes: pages[0]?.keyframes ?? [] };
  } finally {
    for (const s of pages) await s.page.context().close();
  }
}
