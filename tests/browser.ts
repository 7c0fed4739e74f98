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
 * Which Chromium to drive: CHROMIUM_PATH, else the system's /usr/bin/chromium when present;
 * undefined means the browser that `npx playwright install chromium` downloaded.
 */
export function chromiumPath(): string | undefined {
  const system = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  return existsSync(system) ? system : undefined;
}

/** Playwright's launch options: {@link chromiumPath} with {@link chromiumArgs}. */
export function launchOptions(): LaunchOptions {
  return { executablePath: chromiumPath(), args: chromiumArgs };
}
