/**
 * Same-origin checks of the admin area. A request that changes something (any method but GET
 * and HEAD) must carry Origin, and it must be the origin the request was made to or SITE_URL's;
 * a read may come without Origin (browsers leave it out of same-origin GETs), but not with
 * another one. Sec-Fetch-Site, when the browser sends it, must say same-origin either way, except
 * that a page of the admin area (`page`: the dashboard) may also be opened from the address bar or
 * a bookmark (`none`).
 */
import type { FastifyRequest } from "fastify";

export const crossSiteMessage = "This request did not come from this site's own pages, so it was refused";

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
