import { NotFound, notFoundMeta } from "../components/layout/not-found.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { samplesPage } from "../content/samples-page.ts";
import { pageMeta } from "../lib/seo.ts";
import { knownPageData } from "../lib/service-route.ts";
import { SamplesPanel } from "../sections/samples/samples-panel.tsx";
import type { Route } from "./+types/samples";

// The samples module is imported where it is used, never at the top: its records are built by
// function calls, which the bundler keeps, so a static import would put every caption into the
// page's first-load JavaScript.
const samples = () => import("../content/samples.ts");

// Runs at build time only: the category and its works are prerendered as route data.
export async function loader({ params }: Route.LoaderArgs) {
  const { findSampleCategory, sampleCategories } = await samples();
  const category = findSampleCategory(params.category);
  if (!category) return null;
  return {
    path: `/company/sample/${category.slug}`,
    slug: category.slug,
    title: `${category.name} ${samplesPage.titleSuffix}`,
    intro: category.intro,
    columns: category.columns,
    works: category.works.map(({ image, alt, caption }) => ({ image, alt, caption })),
    tabs: sampleCategories.map(({ slug, name, works }) => ({ slug, name, count: works.length })),
  };
}

// On a client-side navigation: an unknown category is not found, a case variant
// (/company/sample/composition) redirects to the canonical address.
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const category = (await samples()).findSampleCategory(params.category);
  return knownPageData(request, category ? `/company/sample/${category.slug}` : null, serverLoader);
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({ title: loaderData.title, description: loaderData.intro, path: loaderData.path })
    : notFoundMeta();

export default function SamplesRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFound />;
  return (
    <>
      <PageHero eyebrow={samplesPage.eyebrow} title={loaderData.title} lead={loaderData.intro} />
      <SamplesPanel data={loaderData} />
    </>
  );
}
