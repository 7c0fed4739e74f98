import { NotFound, notFoundMeta } from "../components/layout/not-found.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { findCategory } from "../content/categories.ts";
import { pageMeta } from "../lib/seo.ts";
import { CategoryGrid } from "../sections/category/category-grid.tsx";
import type { Route } from "./+types/category";

export const meta = ({ params }: Route.MetaArgs) => {
  const category = findCategory(params.category);
  if (!category) return notFoundMeta();
  return pageMeta({ title: category.title, description: category.desc, path: `/all/${category.slug}` });
};

export default function CategoryRoute({ params }: Route.ComponentProps) {
  const category = findCategory(params.category);
  if (!category) return <NotFound />;
  return (
    <>
      <PageHero eyebrow="What we do" title={category.title} lead={category.desc} />
      <CategoryGrid items={category.items} />
    </>
  );
}
