import { PageHero } from "../../components/ui/page-hero.tsx";
import { samplesPage } from "../../content/samples-page.ts";
import { SamplesPanel, type SamplesPanelData } from "./samples-panel.tsx";

/** A samples category: banner, then its tabs and works. */
export function SamplesPageSections({ data }: { data: SamplesPanelData & { intro: string } }) {
  return (
    <>
      <PageHero eyebrow={samplesPage.eyebrow} title={data.title} lead={data.intro} />
      <SamplesPanel data={data} />
    </>
  );
}
