import { typesetting } from "../../core/copy/typesetting.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { serviceMeta, withMeta } from "../lib/seo.ts";
import type { Route } from "./+types/typesetting";

const TypesettingPageSections = lazyComponent(
  () => import("../sections/typesetting/typesetting-page.tsx"),
  "TypesettingPageSections",
);

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
