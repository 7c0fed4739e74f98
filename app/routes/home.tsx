import { lazy } from "react";
import { site } from "../../core/copy/site.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta, withMeta } from "../lib/seo.ts";
import { organization, website } from "../lib/structured-data.ts";

// The page itself is a chunk of its own: prerendered in full, hydrated when its code arrives
// (docs/adr/0010-the-shell-first-every-other-part-its-own-chunk.md).
const HomePageSections = lazy(() =>
  import("../sections/home/home-page.tsx").then((module) => ({ default: module.HomePageSections })),
);

// Runs at build time only: the page's meta tags, with the company's and the site's structured data.
export const loader = () =>
  withMeta({}, pageMeta({ description: site.description, path: "/", structuredData: [organization(), website()] }));

export const meta = routeMeta;

export default function HomeRoute() {
  return <HomePageSections />;
}
