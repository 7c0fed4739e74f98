import { site } from "../../core/copy/site.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta, withMeta } from "../lib/seo.ts";
import { organization, website } from "../lib/structured-data.ts";

const HomePageSections = lazyComponent(() => import("../sections/home/home-page.tsx"), "HomePageSections");

// Runs at build time only: the page's meta tags, with the company's and the site's structured data.
export const loader = () =>
  withMeta({}, pageMeta({ description: site.description, path: "/", structuredData: [organization(), website()] }));

export const meta = routeMeta;

export default function HomeRoute() {
  return <HomePageSections />;
}
