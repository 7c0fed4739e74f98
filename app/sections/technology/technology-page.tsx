import { lazy } from "react";
import type { TechnologyPage } from "../../../core/copy/technology.ts";
import { landingHero, ServiceLayout } from "../../components/ui/service-layout.tsx";

// Below the fold: prerendered in full, its code loads after the page is interactive.
const TechnologyDetails = lazy(() =>
  import("./technology-details.tsx").then((module) => ({ default: module.TechnologyDetails })),
);

/** The technology page: the banner, then its sections below the fold. */
export function TechnologyPageSections({ page }: { page: TechnologyPage }) {
  return (
    <ServiceLayout service="technology" hero={landingHero(page)}>
      <TechnologyDetails page={page} />
    </ServiceLayout>
  );
}
