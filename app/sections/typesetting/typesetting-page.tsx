import type { TypesettingPage } from "../../../core/copy/typesetting.ts";
import { landingHero, ServiceLayout } from "../../components/ui/service-layout.tsx";
import { lazyComponent } from "../../lib/lazy-component.ts";

const TypesettingBlocks = lazyComponent(() => import("./typesetting-blocks.tsx"), "TypesettingBlocks");

/** The typesetting page: the banner, then its blocks below the fold. */
export function TypesettingPageSections({ page }: { page: TypesettingPage }) {
  return (
    <ServiceLayout service="typesettingkpo" hero={landingHero(page)}>
      <TypesettingBlocks blocks={page.blocks} kicker={page.title} />
    </ServiceLayout>
  );
}
