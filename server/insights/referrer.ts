/**
 * The referring site as kept: its host name only, lower case, without "www.", and only when it is
 * the plausible name of another site. Anything else (this site itself, an IP address, a made-up
 * string) counts as no referrer.
 */

const hostName = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const ipv4 = /^\d+(\.\d+){3}$/;

/** A host without port, case or "www.". */
export function bareHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/\.$/, "")
    .replace(/^www\./, "");
}

/** The host kept for `host` as the page reported it, or "" when there is none to keep. */
export function normaliseReferrer(host: string | undefined, ownHosts: ReadonlySet<string>): string {
  if (!host || host.length > 253) return "";
  const bare = bareHost(host);
  if (!hostName.test(bare) || ipv4.test(bare) || ownHosts.has(bare)) return "";
  return bare;
}
