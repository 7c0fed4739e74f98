import { lazy } from "react";
import { about } from "../../../core/copy/about.ts";
import { ServiceLayout } from "../../components/ui/service-layout.tsx";

// Below the fold: prerendered in full, its code loads after the page is interactive.
const AboutDetails = lazy(() => import("./about-details.tsx").then((module) => ({ default: module.AboutDetails })));

/** About Us: the banner, then the story, leaders, testimonials and figures below the fold. */
export function AboutPageSections() {
  return (
    <ServiceLayout service="about" hero={about.hero}>
      <AboutDetails page={about} />
    </ServiceLayout>
  );
}
