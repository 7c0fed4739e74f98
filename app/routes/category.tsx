import { findCategory } from "../../core/copy/categories.ts";
import { isCategorySlug } from "../../core/copy/category-slugs.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { knownPageData, type PageData } from "../lib/page-data.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta, withMeta } from "../lib/seo.ts";
import { LazyNotFound } from "../not-found/lazy-not-found.tsx";
import { notFoundData } from "../not-found/not-found-data.ts";
import type { Route } from "./+types/category";

const CategoryPageSections = lazyComponent(
  () => import("../sections/category/category-page.tsx"),
  "CategoryPageSections",
);

// Runs at build time only: the category and its links are prerendered as route data.
export async function loader({ params }: Route.LoaderArgs) {
  const category = findCategory(params.category);
  if (!category) return notFoundData();
  return withMeta(
    { title: category.title, desc: category.desc, items: category.items },
    pageMeta({ title: category.title, description: category.desc, path: `/all/${category.slug}` }),
  );
}

// On a client-side navigation a known category reads its prerendered data; any other renders
// the not-found page at once.
export function clientLoader({
  params,
  request,
  serverLoader,
}: Route.ClientLoaderArgs): PageData<Route.ClientLoaderArgs> {
  return knownPageData(request, isCategorySlug(params.category) ? `/all/${params.category}` : null, serverLoader);
}

export const meta = routeMeta;

export default function CategoryRoute({ loaderData: category }: Route.ComponentProps) {
  if ("notFound" in category) return <LazyNotFound />;
  return <CategoryPageSections category={category} />;
}
