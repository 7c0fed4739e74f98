import { NotFound, notFoundMeta } from "../components/layout/not-found.tsx";
import { isTestingSlug, type TestingPageData } from "../content/service-types.ts";
import { testingServices } from "../content/testing-services.ts";
import { serviceMeta } from "../lib/seo.ts";
import { knownPageData } from "../lib/service-route.ts";
import { TestingPageSections } from "../sections/testing/testing-page.tsx";
import type { Route } from "./+types/testing";

const canonicalPath = (testing: string) => {
  const slug = testing.toLowerCase();
  return isTestingSlug(slug) ? `/${slug}` : null;
};

// Runs at build time only: the page's record is prerendered as route data, not bundled as code.
// Any other single segment is not a page: the route renders the not-found page for it.
export function loader({ params }: Route.LoaderArgs): TestingPageData | null {
  const slug = params.testing.toLowerCase();
  return isTestingSlug(slug) ? { slug, path: `/${slug}`, page: testingServices[slug] } : null;
}

export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  return knownPageData(request, canonicalPath(params.testing), serverLoader);
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? serviceMeta({
        title: loaderData.page.name,
        description: loaderData.page.summary,
        path: loaderData.path,
        category: "Software testing",
      })
    : notFoundMeta();

export default function TestingRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFound />;
  return <TestingPageSections data={loaderData} />;
}
