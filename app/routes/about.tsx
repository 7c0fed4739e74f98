import { lazy } from "react";
import { ServiceLayout } from "../components/ui/service-layout.tsx";
import { about } from "../content/about.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/about";

// Below the fold: prerendered in full, its code loads after the page is interactive.
const AboutDetails = lazy(() =>
  import("../sections/about/about-details.tsx").then((module) => ({ default: module.AboutDetails })),
);

// Runs at build time only: the copy is prerendered as route data, not bundled as code.
export const loader = () => about;

export const meta = ({ loaderData: page }: Route.MetaArgs) =>
  pageMeta({ title: page.title, description: page.summary, path: "/company/Aboutus", image: page.ogImage });

export default function AboutRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <ServiceLayout service="about" hero={page.hero}>
      <AboutDetails page={page} />
    </ServiceLayout>
  );
}
