import { redirect } from "react-router";

/**
 * Client side of a service route's data: an unknown slug renders the not-found page at once
 * (no request for data that was never built), a case variant such as /Content/PeerReview
 * redirects to the canonical address, and a known page reads the data prerendered for it.
 */
export async function knownPageData<T>(
  request: Request,
  canonicalPath: string | null,
  serverLoader: () => Promise<T>,
): Promise<T | null> {
  if (canonicalPath === null) return null;
  if (new URL(request.url).pathname !== canonicalPath) throw redirect(canonicalPath);
  return serverLoader();
}
