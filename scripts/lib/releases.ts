/** Builds to start publishing from without running the real build: for the publishing tests and benchmark. */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pointCurrent, releaseId, writeRelease } from "../../server/admin/publish/releases.ts";
import { removableTempDir } from "./temp-dirs.ts";

const notFoundPage = "<!doctype html><title>Not found</title><h1>Page not found</h1>";

/** The smallest served build: the not-found page only. */
export function emptyBuild(): string {
  const dir = join(removableTempDir("empty-build"), "client");
  mkdirSync(join(dir, "404"), { recursive: true });
  writeFileSync(join(dir, "404", "index.html"), notFoundPage);
  return dir;
}

/**
 * A small finished build of `commit` made without the real build (the test's starting point):
 * a home page, the not-found page, site.json and the nginx files, served through `current`.
 */
export async function seedRelease(publishDir: string, commit: string): Promise<string> {
  const id = releaseId(commit);
  const dir = join(publishDir, id);
  const client = join(dir, "client");
  mkdirSync(join(client, "404"), { recursive: true });
  writeFileSync(join(client, "index.html"), "<!doctype html><html><title>Seed</title><h1>The seed build</h1></html>");
  writeFileSync(join(client, "404", "index.html"), notFoundPage);
  writeFileSync(join(dir, "site.json"), JSON.stringify({ gone: [], builtAt: new Date().toISOString() }));
  execFileSync(process.execPath, ["scripts/nginx-config.ts"], {
    cwd: join(import.meta.dirname, "..", ".."),
    env: { ...process.env, BUILD_ROOT: dir },
    stdio: "ignore",
  });
  await writeRelease(dir, commit, Date.now());
  await pointCurrent(publishDir, id);
  return client;
}
