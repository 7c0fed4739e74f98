import { lazy } from "react";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta, withMeta } from "../lib/seo.ts";

// The page itself is a chunk of its own: prerendered in full, hydrated when its code arrives
// (docs/adr/0010-the-shell-first-every-other-part-its-own-chunk.md).
const CareerPageSections = lazy(() =>
  import("../sections/career/career-page.tsx").then((module) => ({ default: module.CareerPageSections })),
);

// Runs at build time only: the page's meta tags.
export const loader = () =>
  withMeta(
    {},
    pageMeta({
      title: "Careers",
      description:
        "Open positions at Scriptoria in LaTeX templates, .NET, full-stack, PHP and Python, and mobile development, in our Chennai production and development centre.",
      path: "/company/career",
    }),
  );

export const meta = routeMeta;

export default function CareerRoute() {
  return <CareerPageSections />;
}
