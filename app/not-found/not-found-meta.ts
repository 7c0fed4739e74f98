import { brand } from "../../core/copy/brand.ts";
import { headTags } from "../lib/head-tags.ts";

export const notFoundTitle = "Page not found";

/**
 * The not-found page's meta tags: not for search engines, so without a canonical link or
 * structured data. Small, for the browser: a client-side navigation to an unknown address needs them.
 */
export function notFoundMeta() {
  return headTags(
    {
      title: notFoundTitle,
      description: `The page you asked for is not on the ${brand.name} website.`,
      path: "/404",
      noindex: true,
    },
    [],
  );
}
