import { about } from "../../../core/copy/about.ts";
import { ServiceLayout } from "../../components/ui/service-layout.tsx";
import { lazyComponent } from "../../lib/lazy-component.ts";

const AboutDetails = lazyComponent(() => import("./about-details.tsx"), "AboutDetails");

/** About Us: the banner, then the story, leaders, testimonials and figures below the fold. */
export function AboutPageSections() {
  return (
    <ServiceLayout service="about" hero={about.hero}>
      <AboutDetails page={about} />
    </ServiceLayout>
  );
}
