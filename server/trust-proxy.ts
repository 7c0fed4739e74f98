/**
 * Which proxies the server believes about the client (TRUST_PROXY): none, a number of hops in
 * front, or the proxies' own addresses. Only a believed proxy's `X-Forwarded-For` names the
 * client (the address every per-client limit counts by) and only its `X-Forwarded-Proto` makes a
 * request https. Trusting every hop, as `true` did, let any client choose its own address by
 * sending the header itself, so `true` is refused with the values to use instead.
 */
import { isIP } from "node:net";

/** false: nobody; a number: that many proxies in front; a list: the proxies' addresses or CIDR ranges. */
export type TrustProxy = false | number | string[];

/** What Fastify's `trustProxy` takes for a TrustProxy. */
export type FastifyTrust = false | string[] | ((address: string, hop: number) => boolean);

/** proxy-addr's names for ranges, accepted beside addresses. */
const rangeNames = new Set(["loopback", "linklocal", "uniquelocal"]);

export const trustTrueProblem =
  "true is refused: it would believe every address a client writes into X-Forwarded-For. " +
  "Give the proxy's own address (127.0.0.1 for nginx on this machine), a list of addresses or ranges " +
  "(127.0.0.1,10.0.0.0/8), or the number of proxies in front (1)";

function rangeProblem(entry: string): string | undefined {
  if (rangeNames.has(entry)) return undefined;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `${JSON.stringify(entry)} is not an address or a range`;
  if (prefix === undefined) return undefined;
  const bits = family === 4 ? 32 : 128;
  return /^\d+$/.test(prefix) && Number(prefix) <= bits
    ? undefined
    : `${JSON.stringify(entry)} has a prefix length outside 0 to ${bits}`;
}

/** The setting TRUST_PROXY names, or why it is refused. */
export function parseTrustProxy(text: string): { trust: TrustProxy } | { problem: string } {
  const value = text.trim().toLowerCase();
  if (value === "false" || value === "0") return { trust: false };
  if (value === "true") return { problem: trustTrueProblem };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? { trust: hops } : { problem: "a number of proxies must be at most 10" };
  }
  const entries = value.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    const problem = rangeProblem(entry);
    if (problem) return { problem: `${problem}: give false, the number of proxies in front, or their addresses` };
  }
  return { trust: entries };
}

/**
 * Fastify's form of the setting. A hop count becomes a function: Fastify's own number option
 * believes no one at all, and proxy-addr counts the hops this way.
 */
export function fastifyTrust(trust: TrustProxy): FastifyTrust {
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return trust;
}
