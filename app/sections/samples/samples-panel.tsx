import { samplesPage } from "../../../core/copy/samples-page.ts";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { ImageGallery } from "../../components/ui/image-gallery.tsx";
import type { ViewerItem } from "../../components/ui/image-viewer.tsx";
import { type SampleTab, SampleTabs, sampleTabId } from "./sample-tabs.tsx";

export interface SamplesPanelData {
  slug: string;
  /** "<category> samples": the page's h1 and the viewer's title. */
  title: string;
  /** Columns of the grid on large screens. */
  columns: 3 | 4;
  works: readonly ViewerItem[];
  tabs: readonly SampleTab[];
}

const PANEL_ID = "sample-panel";

// Pages (3:4) four to a row on large screens; landscape samples (4:3) three to a row. `eager`:
// the pictures a phone shows on its first screen (the first row), loaded without waiting for layout.
const grids = {
  4: {
    className: "mt-6 grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4 lg:gap-6",
    sizes: "(min-width: 80rem) 290px, (min-width: 64rem) 23vw, (min-width: 40rem) 31vw, 48vw",
    eager: 2,
  },
  3: {
    className: "mt-6 gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6",
    sizes: "(min-width: 80rem) 395px, (min-width: 64rem) 31vw, (min-width: 40rem) 48vw, 100vw",
    eager: 1,
  },
} as const;

/** The category tabs (a dropdown on phones), the thumbnail grid and a closing invitation. */
export function SamplesPanel({ data }: { data: SamplesPanelData }) {
  const grid = grids[data.columns];
  const { closing } = samplesPage;
  return (
    <div className="py-10 md:py-14">
      <div className="container-page">
        <SampleTabs tabs={data.tabs} current={data.slug} panelId={PANEL_ID} label={samplesPage.categoriesLabel} />
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={sampleTabId(data.slug)} className="mt-6 md:mt-8">
          <p className="text-muted">
            <span className="font-semibold text-ink">
              {data.works.length} {samplesPage.noun}s.
            </span>{" "}
            {samplesPage.hint}
          </p>
          <ImageGallery
            items={data.works}
            title={data.title}
            noun={samplesPage.noun}
            className={grid.className}
            sizes={grid.sizes}
            eager={grid.eager}
          />
        </div>
        <div className="mt-14 flex flex-col gap-6 rounded-2xl bg-surface p-8 md:mt-20 md:flex-row md:items-center md:justify-between md:p-10">
          <div className="max-w-2xl">
            <h2 className="font-display text-2xl font-semibold text-brand md:text-3xl">{closing.heading}</h2>
            <p className="mt-3 leading-relaxed text-muted">{closing.desc}</p>
          </div>
          <ButtonLink to={closing.cta.href} size="lg" className="shrink-0 self-start md:self-center">
            {closing.cta.label}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
