import { lazy } from "react";
import { officesPage } from "../../core/copy/offices-page.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta, withMeta } from "../lib/seo.ts";
import type { Route } from "./+types/offices";

// The page itself is a chunk of its own: prerendered in full, hydrated when its code arrives
// (docs/adr/0010-the-shell-first-every-other-part-its-own-chunk.md).
const OfficesPageSections = lazy(() =>
  import("../sections/offices/offices-page.tsx").then((module) => ({ default: module.OfficesPageSections })),
);

// Runs at build time only: the copy is prerendered as route data, not bundled as code.
export const loader = () =>
  withMeta(
    officesPage,
    pageMeta({
      title: officesPage.title,
      description: officesPage.summary,
      path: "/company/offices",
      image: officesPage.ogImage,
    }),
  );

export const meta = routeMeta;

export default function OfficesRoute({ loaderData: page }: Route.ComponentProps) {
  return <OfficesPageSections page={page} />;
}
