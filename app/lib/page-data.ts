import { isRouteErrorResponse, redirect } from "react-router";
import { type NotFoundData, notFoundData } from "../not-found/not-found-data.ts";

/**
 * Client side of the data of a route with a dynamic segment (a service, a product, a story, an
 * opening…): an unknown slug renders the not-found page at once (no request for data that was
 * never built), a case variant such as /Content/PeerReview redirects to the canonical address,
 * and a known page reads the data prerendered for it.
 */
export async function knownPageData<T>(
  request: Request,
  canonicalPath: string | null,
  serverLoader: () => Promise<T>,
): Promise<T | NotFoundData> {
  if (canonicalPath === null) return notFoundData();
  if (new URL(request.url).pathname !== canonicalPath) throw redirect(canonicalPath);
  return serverLoader();
}

/**
 * Like {@link knownPageData}, for a route whose known values the browser does not hold (they
 * would bring their whole content module into its code): a well-formed value asks for its
 * prerendered data, and one that was never built (the request answers 404) renders the
 * not-found page.
 */
export async function prerenderedPageData<T>(
  request: Request,
  canonicalPath: string | null,
  serverLoader: () => Promise<T>,
): Promise<T | NotFoundData> {
  try {
    return await knownPageData(request, canonicalPath, serverLoader);
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 404) return notFoundData();
    throw error;
  }
}

/** What a route's clientLoader gives: its prerendered data, or the not-found page's (written out so that its type stays short). */
export type PageData<Args extends { serverLoader: () => Promise<unknown> }> = Promise<
  Awaited<ReturnType<Args["serverLoader"]>> | NotFoundData
>;
