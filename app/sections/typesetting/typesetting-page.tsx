import { lazy } from "react";
import type { TypesettingPage } from "../../../core/copy/typesetting.ts";
import { landingHero, ServiceLayout } from "../../components/ui/service-layout.tsx";

// Below the fold: prerendered in full, its code loads after the page is interactive.
const TypesettingBlocks = lazy(() =>
  import("./typesetting-blocks.tsx").then((module) => ({ default: module.TypesettingBlocks })),
);

/** The typesetting page: the banner, then its blocks below the fold. */
export function TypesettingPageSections({ page }: { page: TypesettingPage }) {
  return (
    <ServiceLayout service="typesettingkpo" hero={landingHero(page)}>
      <TypesettingBlocks blocks={page.blocks} kicker={page.title} />
    </ServiceLayout>
  );
}
