import { lazy } from "react";
import { landingHero, ServiceLayout } from "../components/ui/service-layout.tsx";
import { typesetting } from "../content/typesetting.ts";
import { serviceMeta } from "../lib/seo.ts";
import type { Route } from "./+types/typesetting";

// Below the fold: prerendered in full, its code loads after the page is interactive.
const TypesettingBlocks = lazy(() =>
  import("../sections/typesetting/typesetting-blocks.tsx").then((module) => ({ default: module.TypesettingBlocks })),
);

// Runs at build time only: the copy is prerendered as route data, not bundled as code.
export const loader = () => typesetting;

export const meta = ({ loaderData: page }: Route.MetaArgs) =>
  serviceMeta({ title: page.title, description: page.summary, path: "/typesettingkpo", category: "Typesetting" });

export default function TypesettingRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <ServiceLayout service="typesettingkpo" hero={landingHero(page)}>
      <TypesettingBlocks blocks={page.blocks} />
    </ServiceLayout>
  );
}
