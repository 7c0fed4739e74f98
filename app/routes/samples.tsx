import { samplesPath } from "../../core/addresses.ts";
import { samplesPage } from "../../core/copy/samples-page.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { knownPageData, type PageData } from "../lib/page-data.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta } from "../lib/seo.ts";
import { LazyNotFound } from "../not-found/lazy-not-found.tsx";
import { notFoundData } from "../not-found/not-found-data.ts";
import type { Route } from "./+types/samples";

const SamplesPageSections = lazyComponent(() => import("../sections/samples/samples-page.tsx"), "SamplesPageSections");

// The samples module is imported where it is used, never at the top: its records are built by
// function calls, which the bundler keeps, so a static import would put every caption into the
// page's first-load JavaScript. The page's sections import it
// (docs/adr/0014-copy-travels-as-code-not-route-data.md).
const samples = () => import("../../core/copy/samples.ts");

// Runs at build time only: the category's address and its page's tags are prerendered as route data.
export async function loader({ params }: Route.LoaderArgs) {
  const category = (await samples()).findSampleCategory(params.category);
  if (!category) return notFoundData();
  const path = samplesPath(category.slug);
  const title = `${category.name} ${samplesPage.titleSuffix}`;
  return { slug: category.slug, meta: pageMeta({ title, description: category.intro, path }) };
}

// On a client-side navigation: an unknown category is not found, a case variant
// (/company/sample/composition) redirects to the canonical address.
export async function clientLoader({
  params,
  request,
  serverLoader,
}: Route.ClientLoaderArgs): PageData<Route.ClientLoaderArgs> {
  const category = (await samples()).findSampleCategory(params.category);
  return knownPageData(request, category ? samplesPath(category.slug) : null, serverLoader);
}

export const meta = routeMeta;

export default function SamplesRoute({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <LazyNotFound />;
  return <SamplesPageSections slug={loaderData.slug} />;
}
