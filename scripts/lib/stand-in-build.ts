/**
 * A stand-in for `npm run build` where a browser test publishes only to see the editing screen
 * follow a publish (tests/engines): it copies a finished build (its client/, server/, nginx/ and
 * site.json) into BUILD_ROOT, so the publish passes in a second and serves the same site again.
 * The saved change is committed and pushed as always; only its pages are not rebuilt.
 *   node scripts/lib/stand-in-build.ts <BUILD_ROOT of a finished build>
 */
import { cpSync, existsSync } from "node:fs";
import { join } from "node:path";

const [from] = process.argv.slice(2);
const to = process.env.BUILD_ROOT;
if (!from || !to || !existsSync(join(from, "client"))) {
  console.error("usage: BUILD_ROOT=<new build> node scripts/lib/stand-in-build.ts <finished build>");
  process.exit(2);
}
for (const part of ["client", "server", "nginx", "site.json"]) {
  if (existsSync(join(from, part))) cpSync(join(from, part), join(to, part), { recursive: true });
}
console.log(`stand-in build: ${from} copied to ${to}`);
