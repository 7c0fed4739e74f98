import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

/** Flags for headless Chromium in containers and closed networks (harmless elsewhere). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Chromium's headless shell as Debian installs it (`chromium-headless-shell`): the build without
 * the full browser's windows and menus, which Playwright itself runs headless tests in. On a
 * 2-core machine it loads and hydrates a page in about half the processor time of the full
 * browser (docs/adr/0085-headless-tests-in-the-headless-shell.md).
 */
const headlessShell = "/usr/bin/chromium-headless-shell";
/** The full browser as Debian installs it (`chromium`). */
const systemChromium = "/usr/bin/chromium";

/**
 * Which Chromium to drive: CHROMIUM_PATH if set; otherwise Debian's headless shell, else Debian's
 * full Chromium, when installed; undefined means the browser that `npx playwright install
 * chromium` downloaded (Playwright then picks its own headless shell).
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return [headlessShell, systemChromium].find((path) => existsSync(path));
}

/** Playwright's launch options: {@link chromiumPath} with {@link chromiumArgs}. */
export function launchOptions(): LaunchOptions {
  return { executablePath: chromiumPath(), args: chromiumArgs };
}
