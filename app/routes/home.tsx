import { site } from "../content/site.ts";
import { pageMeta } from "../lib/seo.ts";
import { HomeHero } from "../sections/home/home-hero.tsx";
import { WhatWeDo } from "../sections/home/what-we-do.tsx";

export const meta = () => pageMeta({ description: site.description, path: "/" });

export default function HomeRoute() {
  return (
    <>
      <HomeHero />
      <WhatWeDo />
    </>
  );
}
