/**
 * Same-origin checks of the admin area. A request that changes something (any method but GET
 * and HEAD) must carry Origin, and it must be the origin the request was made to or SITE_URL's;
 * a read may come without Origin (browsers leave it out of same-origin GETs), but not with
 * another one. Sec-Fetch-Site, when the browser sends it, must say same-origin either way, except
 * that a page of the admin area (`page`: the dashboard) may also be opened from the address bar or
 * a bookmark (`none`). Before all that, the request must name one of the site's own hosts.
 */
import type { FastifyRequest } from "fastify";

export const crossSiteMessage = "This request did not come from this site's own pages, so it was refused";

export const misdirectedMessage =
  "The admin area answers only at this site's own address; this request named another host, so it was refused";

/** Host names of this machine, for local runs: a page elsewhere cannot make a browser send them. */
const localHosts = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The host names the admin area answers at: SITE_URL's, those of ADMIN_HOSTS and the local ones.
 * Under any other name (a name an attacker points at this server, DNS rebinding) a page of
 * theirs would be same-origin with the admin area, which the Origin checks below could not tell.
 */
export function adminHosts(siteUrl: string, extra: readonly string[] = []): Set<string> {
  return new Set([new URL(siteUrl).hostname, ...extra, ...localHosts].map((host) => host.toLowerCase()));
}

/** The host name a request was made to, without its port (and without a final dot). */
function hostName(host: string): string {
  const name = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : (host.split(":")[0] ?? "");
  return name.toLowerCase().replace(/\.$/, "");
}

/** Whether the request names a host the admin area does not answer at (421 Misdirected Request). */
export function misdirected(request: FastifyRequest, hosts: ReadonlySet<string>): boolean {
  return !hosts.has(hostName(request.host));
}

const reads = new Set(["GET", "HEAD"]);

/** Why the request is refused as not same-origin, or undefined if it passes. */
export function sameOriginProblem(
  request: FastifyRequest,
  siteOrigin: string,
  { page = false } = {},
): string | undefined {
  const fetchSite = request.headers["sec-fetch-site"];
  const opened = page && fetchSite === "none" && reads.has(request.method);
  if (fetchSite !== undefined && fetchSite !== "same-origin" && !opened) return crossSiteMessage;
  const origin = request.headers.origin;
  if (origin === undefined) return reads.has(request.method) ? undefined : crossSiteMessage;
  const own = `${request.protocol}://${request.host}`;
  return origin === own || origin === siteOrigin ? undefined : crossSiteMessage;
}
