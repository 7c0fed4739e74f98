import type { Category } from "../../../core/copy/categories.ts";
import { categoryPageCopy } from "../../../core/copy/category-page.ts";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { CategoryGrid } from "./category-grid.tsx";

/** A category listing (/all/...): banner, then a card per service or product. */
export function CategoryPageSections({ category }: { category: Pick<Category, "title" | "desc" | "items"> }) {
  return (
    <>
      <PageHero eyebrow={categoryPageCopy.eyebrow} title={category.title} lead={category.desc} />
      <CategoryGrid items={category.items} />
    </>
  );
}
