import type { FastifyRequest } from "fastify";

/**
 * Whether a form POST comes from this site. Browsers send Origin with every POST: it must be
 * the origin the request was made to, or SITE_URL's. Requests without Origin (not from a
 * browser) pass unless the browser marked them cross-site.
 */
export function isSameSite(request: FastifyRequest, siteOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers["sec-fetch-site"] !== "cross-site";
  return origin === `${request.protocol}://${request.host}` || origin === siteOrigin;
}
