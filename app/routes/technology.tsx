import { technology } from "../../core/copy/technology.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { serviceMeta, withMeta } from "../lib/seo.ts";
import type { Route } from "./+types/technology";

const TechnologyPageSections = lazyComponent(
  () => import("../sections/technology/technology-page.tsx"),
  "TechnologyPageSections",
);

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
