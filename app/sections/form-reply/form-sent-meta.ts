import type { FormSentPage } from "../../../core/copy/form-replies.ts";
import { pageMeta, withMeta } from "../../lib/seo.ts";

/**
 * A confirmation page's route data with its meta tags (for the route's loader, at build time).
 * Not for search engines: the page only makes sense after sending.
 */
export function formSentData(page: FormSentPage) {
  return withMeta(page, pageMeta({ title: page.title, description: page.description, path: page.path, noindex: true }));
}
