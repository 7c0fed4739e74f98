import { isTestingSlug } from "../../core/copy/service-types.ts";
import { testingServices } from "../../core/copy/testing-services.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { knownPageData, type PageData } from "../lib/page-data.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { serviceMeta, withMeta } from "../lib/seo.ts";
import { LazyNotFound } from "../not-found/lazy-not-found.tsx";
import { notFoundData } from "../not-found/not-found-data.ts";
import type { Route } from "./+types/testing";

const TestingPageSections = lazyComponent(() => import("../sections/testing/testing-page.tsx"), "TestingPageSections");

const canonicalPath = (testing: string) => {
  const slug = testing.toLowerCase();
  return isTestingSlug(slug) ? `/${slug}` : null;
};

// Any other single segment is not a page: the route renders the not-found page for it.
export async function loader({ params }: Route.LoaderArgs) {
  const slug = params.testing.toLowerCase();
  if (!isTestingSlug(slug)) return notFoundData();
  const page = testingServices[slug];
  const path = `/${slug}`;
  return withMeta(
    { slug, path, page },
    serviceMeta({ title: page.name, description: page.summary, path, category: "Software testing" }),
  );
}

export function clientLoader({
  params,
  request,
  serverLoader,
}: Route.ClientLoaderArgs): PageData<Route.ClientLoaderArgs> {
  return knownPageData(request, canonicalPath(params.testing), serverLoader);
}

export const meta = routeMeta;

export default function TestingRoute({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <LazyNotFound />;
  return <TestingPageSections data={loaderData} />;
}
