import type { OfficesPage } from "../../../core/copy/offices-page.ts";
import { HydratingBoundary } from "../../components/layout/deferred.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { lazyComponent } from "../../lib/lazy-component.ts";
import { OfficeList } from "./office-list.tsx";

const OfficesDetails = lazyComponent(() => import("./offices-details.tsx"), "OfficesDetails");

/** The offices page: banner, the three offices, then the rest below the fold. */
export function OfficesPageSections({ page }: { page: OfficesPage }) {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
      <OfficeList label={page.listLabel} labels={page.labels} />
      <HydratingBoundary>
        <OfficesDetails page={page} />
      </HydratingBoundary>
    </>
  );
}
