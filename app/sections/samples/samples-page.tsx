import { findSampleCategory, sampleCategories } from "../../../core/copy/samples.ts";
import { samplesPage } from "../../../core/copy/samples-page.ts";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { SamplesPanel } from "./samples-panel.tsx";

const tabs = sampleCategories.map(({ slug, name, works }) => ({ slug, name, count: works.length }));

/** A samples category: banner, then its tabs and works. */
export function SamplesPageSections({ slug }: { slug: string }) {
  const category = findSampleCategory(slug);
  if (!category) return null;
  const title = `${category.name} ${samplesPage.titleSuffix}`;
  const works = category.works.map(({ image, alt, caption }) => ({ image, alt, caption }));
  return (
    <>
      <PageHero eyebrow={samplesPage.eyebrow} title={title} lead={category.intro} />
      <SamplesPanel data={{ slug: category.slug, title, columns: category.columns, works, tabs }} />
    </>
  );
}
