import { highlightOf } from "../../core/copy/news.ts";
import { site } from "../../core/copy/site.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { storiesIn } from "../lib/preview.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta, withMeta } from "../lib/seo.ts";
import { organization, website } from "../lib/structured-data.ts";
import type { Route } from "./+types/home";

const HomePageSections = lazyComponent(() => import("../sections/home/home-page.tsx"), "HomePageSections");

// Runs at build time only: the page's meta tags, with the company's and the site's structured data.
// For a preview of a story (on the editing server), also the highlights with the draft among them:
// the published page's highlights are part of its code.
export const loader = ({ context }: Route.LoaderArgs) =>
  withMeta(
    { highlights: storiesIn(context).slice(0, 8).map(highlightOf) },
    pageMeta({ description: site.description, path: "/", structuredData: [organization(), website()] }),
  );

export const meta = routeMeta;

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePageSections highlights={loaderData.highlights} />;
}
