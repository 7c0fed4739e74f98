import { lazy } from "react";
import { about } from "../content/about.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta } from "../lib/seo.ts";

// The page itself is a chunk of its own: prerendered in full, hydrated when its code arrives
// (docs/decisions.md, "First-load JavaScript").
const AboutPageSections = lazy(() =>
  import("../sections/about/about-page.tsx").then((module) => ({ default: module.AboutPageSections })),
);

// Runs at build time only: the page's tags. The copy itself is part of the sections' chunk
// (docs/decisions.md, "The About copy is code, not route data").
export const loader = () => ({
  meta: pageMeta({ title: about.title, description: about.summary, path: "/company/Aboutus", image: about.ogImage }),
});

export const meta = routeMeta;

export default function AboutRoute() {
  return <AboutPageSections />;
}
