import { lazy } from "react";
import { HydratingBoundary } from "../../components/layout/deferred.tsx";
import { HomeHero } from "./home-hero.tsx";

// Below the hero every section is prerendered in full; their code loads (in one file) once the
// page is interactive and each section hydrates then (the prerendered HTML stays in place meanwhile).
const sections = () => import("./below-the-fold.ts");
const ProductCarousel = lazy(() => sections().then((module) => ({ default: module.ProductCarousel })));
const ServiceCards = lazy(() => sections().then((module) => ({ default: module.ServiceCards })));
const Showcase = lazy(() => sections().then((module) => ({ default: module.Showcase })));
const BusinessTarget = lazy(() => sections().then((module) => ({ default: module.BusinessTarget })));
const NewsHighlights = lazy(() => sections().then((module) => ({ default: module.NewsHighlights })));
const ClientLogos = lazy(() => sections().then((module) => ({ default: module.ClientLogos })));

/** The home page: the hero, then the sections below the fold. */
export function HomePageSections() {
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
        <NewsHighlights />
      </HydratingBoundary>
      <HydratingBoundary>
        <ClientLogos />
      </HydratingBoundary>
    </>
  );
}
