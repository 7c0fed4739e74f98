import { about } from "../../core/copy/about.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta } from "../lib/seo.ts";

// The page is a chunk of its own, with its copy: prerendered in full, hydrated when its code
// arrives (docs/decisions.md, "First-load JavaScript" and "The About copy travels as code").
const AboutPageSections = lazyComponent(() => import("../sections/about/about-page.tsx"), "AboutPageSections");

// Runs at build time only: the page's tags are prerendered as route data, not bundled as code.
export const loader = () => ({
  meta: pageMeta({ title: about.title, description: about.summary, path: "/company/Aboutus", image: about.ogImage }),
});

export const meta = routeMeta;

export default function AboutRoute() {
  return <AboutPageSections />;
}
