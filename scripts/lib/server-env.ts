/**
 * The environment of a server the harness starts (tests, benchmarks, screenshots): no rate
 * limit, proofs of work that solve in milliseconds, no least fill time, quick outbox retries,
 * and its own data folder and smallest build unless the caller brings them.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "./temp-dirs.ts";

export const siteUrl = "https://www.scriptoria.example";
export const mailTo = "desk@scriptoria.example";
export const mailFrom = "Scriptoria website <website@scriptoria.example>";

/** The smallest build the server starts with: a prerendered not-found page, and these pages ("" is the home page). */
export function fixtureBuild(pages: string[] = []): string {
  const dir = tempDir("build");
  mkdirSync(join(dir, "404"));
  writeFileSync(join(dir, "404", "index.html"), "<!doctype html><title>Page not found</title><h1>Page not found</h1>");
  for (const page of pages) {
    mkdirSync(join(dir, page), { recursive: true });
    writeFileSync(join(dir, page, "index.html"), "<!doctype html><title>Page</title><h1>Page</h1>");
  }
  return dir;
}

export function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    // Made only when the caller brings no build of its own (no folder left behind for nothing).
    BUILD_DIR: env.BUILD_DIR ?? fixtureBuild(),
    DATA_DIR: env.DATA_DIR ?? tempDir("data"),
    RATE_LIMIT_PER_MINUTE: "0",
    // Proofs of work that solve in a few milliseconds, and no least fill time: the tests that
    // are about them set their own.
    PROOF_MAX_NUMBER: "20",
    PROOF_COST: "10",
    FORM_MIN_FILL_MS: "0",
    UNVERIFIED_PER_HOUR: "0",
    OUTBOX_RETRY_BASE_MS: "100",
    LOG_LEVEL: "silent",
    MAIL_TO: mailTo,
    MAIL_FROM: mailFrom,
    SITE_URL: siteUrl,
    ...env,
  };
}
