import { lazy, Suspense } from "react";
import { site } from "../content/site.ts";
import { pageMeta } from "../lib/seo.ts";
import { HomeHero } from "../sections/home/home-hero.tsx";

// Below the hero every section is prerendered in full; its code loads once the page is
// interactive and it hydrates then (the prerendered HTML stays in place meanwhile).
const ProductCarousel = lazy(() => import("../sections/home/product-carousel.tsx"));
const ServiceCards = lazy(() => import("../sections/home/service-cards.tsx"));
const Showcase = lazy(() => import("../sections/home/showcase.tsx"));
const BusinessTarget = lazy(() => import("../sections/home/business-target.tsx"));
const NewsHighlights = lazy(() => import("../sections/home/news-highlights.tsx"));
const ClientLogos = lazy(() => import("../sections/home/client-logos.tsx"));

export const meta = () => pageMeta({ description: site.description, path: "/" });

export default function HomeRoute() {
  return (
    <>
      <HomeHero />
      {/* One boundary each, so each section hydrates in its own short task. */}
      <Suspense>
        <ProductCarousel />
      </Suspense>
      <Suspense>
        <ServiceCards />
      </Suspense>
      <Suspense>
        <Showcase />
      </Suspense>
      <Suspense>
        <BusinessTarget />
      </Suspense>
      <Suspense>
        <NewsHighlights />
      </Suspense>
      <Suspense>
        <ClientLogos />
      </Suspense>
    </>
  );
}
