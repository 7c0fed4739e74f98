import { lazy } from "react";
import { technology } from "../../core/copy/technology.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { serviceMeta, withMeta } from "../lib/seo.ts";
import type { Route } from "./+types/technology";

// The page itself is a chunk of its own: prerendered in full, hydrated when its code arrives
// (docs/adr/0010-the-shell-first-every-other-part-its-own-chunk.md).
const TechnologyPageSections = lazy(() =>
  import("../sections/technology/technology-page.tsx").then((module) => ({ default: module.TechnologyPageSections })),
);

// Runs at build time only: the copy is prerendered as route data, not bundled as code.
export const loader = () =>
  withMeta(
    technology,
    serviceMeta({
      title: technology.title,
      description: technology.summary,
      path: "/technology",
      category: "Publishing technology",
    }),
  );

export const meta = routeMeta;

export default function TechnologyRoute({ loaderData: page }: Route.ComponentProps) {
  return <TechnologyPageSections page={page} />;
}
