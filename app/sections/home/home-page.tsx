import type { NewsHighlight } from "../../../core/copy/news.ts";
import { HydratingBoundary } from "../../components/layout/deferred.tsx";
import { lazyComponent } from "../../lib/lazy-component.ts";
import { HomeHero } from "./home-hero.tsx";

// Below the hero every section is prerendered in full; their code loads (in one file) once the
// page is interactive and each section hydrates then (the prerendered HTML stays in place meanwhile).
const sections = () => import("./below-the-fold.ts");
const ProductCarousel = lazyComponent(sections, "ProductCarousel");
const ServiceCards = lazyComponent(sections, "ServiceCards");
const Showcase = lazyComponent(sections, "Showcase");
const BusinessTarget = lazyComponent(sections, "BusinessTarget");
const NewsHighlights = lazyComponent(sections, "NewsHighlights");
const ClientLogos = lazyComponent(sections, "ClientLogos");

/** The home page: the hero, then the sections below the fold (`highlights`: a preview's stories). */
export function HomePageSections({ highlights }: { highlights: readonly NewsHighlight[] }) {
  return (
    <>
      <HomeHero />
      {/* One boundary each, so each section hydrates in its own short task. */}
      <HydratingBoundary>
        <ProductCarousel />
      </HydratingBoundary>
      <HydratingBoundary>
        <ServiceCards />
      </HydratingBoundary>
      <HydratingBoundary>
        <Showcase />
      </HydratingBoundary>
      <HydratingBoundary>
        <BusinessTarget />
      </HydratingBoundary>
      <HydratingBoundary>
        <NewsHighlights items={highlights} />
      </HydratingBoundary>
      <HydratingBoundary>
        <ClientLogos />
      </HydratingBoundary>
    </>
  );
}
