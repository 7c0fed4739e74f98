import { lazy } from "react";
import { about } from "../content/about.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta, withMeta } from "../lib/seo.ts";
import type { Route } from "./+types/about";

// The page itself is a chunk of its own: prerendered in full, hydrated when its code arrives
// (docs/decisions.md, "First-load JavaScript").
const AboutPageSections = lazy(() =>
  import("../sections/about/about-page.tsx").then((module) => ({ default: module.AboutPageSections })),
);

// Runs at build time only: the copy is prerendered as route data, not bundled as code.
export const loader = () =>
  withMeta(
    about,
    pageMeta({ title: about.title, description: about.summary, path: "/company/Aboutus", image: about.ogImage }),
  );

export const meta = routeMeta;

export default function AboutRoute({ loaderData: page }: Route.ComponentProps) {
  return <AboutPageSections page={page} />;
}
