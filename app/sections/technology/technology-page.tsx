import type { TechnologyPage } from "../../../core/copy/technology.ts";
import { landingHero, ServiceLayout } from "../../components/ui/service-layout.tsx";
import { lazyComponent } from "../../lib/lazy-component.ts";

const TechnologyDetails = lazyComponent(() => import("./technology-details.tsx"), "TechnologyDetails");

/** The technology page: the banner, then its sections below the fold. */
export function TechnologyPageSections({ page }: { page: TechnologyPage }) {
  return (
    <ServiceLayout service="technology" hero={landingHero(page)}>
      <TechnologyDetails page={page} />
    </ServiceLayout>
  );
}
