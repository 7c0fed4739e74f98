/**
 * Writes BUILD_ROOT/site.json: what the server needs to know about this build besides its files
 * (server/site.ts, BuildManifest): the addresses that answer 410 Gone, from this build's own
 * content, and when it was made. A server that switches to a newly published build reads them
 * from here, not from the content it started with.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gonePaths } from "../app/prerender-paths.ts";
import { type BuildManifest, manifestName } from "../server/site.ts";
import { buildRoot } from "./build-paths.ts";

const manifest: BuildManifest = { gone: gonePaths(), builtAt: new Date().toISOString() };
writeFileSync(join(buildRoot, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`manifest: ${manifest.gone.length} gone addresses in ${join(buildRoot, manifestName)}`);
