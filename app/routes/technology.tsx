import { lazy } from "react";
import { landingHero, ServiceLayout } from "../components/ui/service-layout.tsx";
import { technology } from "../content/technology.ts";
import { serviceMeta } from "../lib/seo.ts";
import type { Route } from "./+types/technology";

// Below the fold: prerendered in full, its code loads after the page is interactive.
const TechnologyDetails = lazy(() =>
  import("../sections/technology/technology-details.tsx").then((module) => ({ default: module.TechnologyDetails })),
);

// Runs at build time only: the copy is prerendered as route data, not bundled as code.
export const loader = () => technology;

export const meta = ({ loaderData: page }: Route.MetaArgs) =>
  serviceMeta({
    title: page.title,
    description: page.summary,
    path: "/technology",
    category: "Publishing technology",
  });

export default function TechnologyRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <ServiceLayout service="technology" hero={landingHero(page)}>
      <TechnologyDetails page={page} />
    </ServiceLayout>
  );
}
