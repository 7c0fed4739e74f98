import { lazy } from "react";
import { typesetting } from "../../core/copy/typesetting.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { serviceMeta, withMeta } from "../lib/seo.ts";
import type { Route } from "./+types/typesetting";

// The page itself is a chunk of its own: prerendered in full, hydrated when its code arrives
// (docs/adr/0010-the-shell-first-every-other-part-its-own-chunk.md).
const TypesettingPageSections = lazy(() =>
  import("../sections/typesetting/typesetting-page.tsx").then((module) => ({
    default: module.TypesettingPageSections,
  })),
);

// Runs at build time only: the copy is prerendered as route data, not bundled as code.
export const loader = () =>
  withMeta(
    typesetting,
    serviceMeta({
      title: typesetting.title,
      description: typesetting.summary,
      path: "/typesettingkpo",
      category: "Typesetting",
    }),
  );

export const meta = routeMeta;

export default function TypesettingRoute({ loaderData: page }: Route.ComponentProps) {
  return <TypesettingPageSections page={page} />;
}
