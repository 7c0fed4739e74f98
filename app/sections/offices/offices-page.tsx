import { lazy } from "react";
import type { OfficesPage } from "../../../core/copy/offices-page.ts";
import { HydratingBoundary } from "../../components/layout/deferred.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { OfficeList } from "./office-list.tsx";

// Below the fold: prerendered in full, its code loads after the page is interactive.
const OfficesDetails = lazy(() =>
  import("./offices-details.tsx").then((module) => ({ default: module.OfficesDetails })),
);

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
