/**
 * The operator's view of publishing (the admin area's builds, server/admin/publish/).
 *   npm run publish -- status          the kept builds, which one is served, the last publish
 *   npm run publish -- rollback        serves the build before the served one
 *   npm run publish -- rollback <id>   serves that build
 * Reads the same environment as the server (EDIT_REPO, DATA_DIR or PUBLISH_DIR,
 * PUBLISH_RELOAD_COMMAND). A rollback points `current` at the older build and runs the reload
 * command (nginx serves it at once); a running server sees `current` move and serves it too,
 * without a restart. The content stays in git: the next publish builds the working copy again.
 */

import { ConfigError } from "../core/env.ts";
import {
  currentRelease,
  listReleases,
  pointCurrent,
  type Release,
  readStatusFile,
} from "../server/admin/publish/releases.ts";
import { commandWords, runReload } from "../server/admin/publish/reload.ts";
import { loadConfig } from "../server/config.ts";

const usage = `Usage: npm run publish -- status | rollback [build]
  status            list the kept builds (newest last), the one served, and the last publish
  rollback          serve the build before the one served now
  rollback <build>  serve that build (a name from the status list)`;

const time = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 19);

function status(publishDir: string): void {
  const releases = listReleases(publishDir);
  const current = currentRelease(publishDir);
  if (releases.length === 0) console.log(`No published build in ${publishDir}.`);
  for (const release of releases) {
    const mark = release.id === current?.id ? "  <- served" : "";
    console.log(`${release.id}  ${release.commit.slice(0, 10)}  built ${time(release.builtAt)} UTC${mark}`);
  }
  const last = readStatusFile(publishDir);
  if (last) console.log(`\nLast publish: ${JSON.stringify(last, null, 2)}`);
}

function rollbackTarget(publishDir: string, wanted: string | undefined): Release {
  const releases = listReleases(publishDir);
  if (wanted) {
    const named = releases.find((release) => release.id === wanted);
    if (!named) throw new Error(`There is no finished build ${wanted} in ${publishDir}.`);
    return named;
  }
  const current = currentRelease(publishDir);
  const index = releases.findIndex((release) => release.id === current?.id);
  const previous = index > 0 ? releases[index - 1] : undefined;
  if (!previous)
    throw new Error(`There is no build before the one served (${current?.id ?? "none"}) in ${publishDir}.`);
  return previous;
}

async function rollback(publishDir: string, reloadCommand: string | undefined, wanted: string | undefined) {
  const target = rollbackTarget(publishDir, wanted);
  await pointCurrent(publishDir, target.id);
  console.log(`Now serving ${target.id} (commit ${target.commit.slice(0, 10)}, built ${time(target.builtAt)} UTC).`);
  if (reloadCommand) {
    await runReload(commandWords(reloadCommand));
    console.log(`Ran ${reloadCommand}.`);
  }
}

try {
  const config = loadConfig();
  const [command, argument] = process.argv.slice(2);
  if (command === "status") status(config.publishDir);
  else if (command === "rollback") await rollback(config.publishDir, config.PUBLISH_RELOAD_COMMAND, argument);
  else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : (error as Error).message);
  process.exitCode = 1;
}
