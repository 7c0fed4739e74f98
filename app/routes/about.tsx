import { about } from "../../core/copy/about.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta } from "../lib/seo.ts";

// The page is a chunk of its own, with its copy: prerendered in full, hydrated when its code
// arrives (docs/adr/0010-the-shell-first-every-other-part-its-own-chunk.md and
// docs/adr/0014-copy-travels-as-code-not-route-data.md).
const AboutPageSections = lazyComponent(() => import("../sections/about/about-page.tsx"), "AboutPageSections");

// Runs at build time only: the page's tags are prerendered as route data, not bundled as code.
export const loader = () => ({
  meta: pageMeta({ title: about.title, description: about.summary, path: "/company/Aboutus", image: about.ogImage }),
});

export const meta = routeMeta;

export default function AboutRoute() {
  return <AboutPageSections />;
}
