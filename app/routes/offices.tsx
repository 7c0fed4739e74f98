import { lazy, Suspense } from "react";
import { PageHero } from "../components/ui/page-hero.tsx";
import { officesPage } from "../content/offices-page.ts";
import { pageMeta } from "../lib/seo.ts";
import { OfficeList } from "../sections/offices/office-list.tsx";
import type { Route } from "./+types/offices";

// Below the fold: prerendered in full, its code loads after the page is interactive.
const OfficesDetails = lazy(() =>
  import("../sections/offices/offices-details.tsx").then((module) => ({ default: module.OfficesDetails })),
);

// Runs at build time only: the copy is prerendered as route data, not bundled as code.
export const loader = () => officesPage;

export const meta = ({ loaderData: page }: Route.MetaArgs) =>
  pageMeta({ title: page.title, description: page.summary, path: "/company/offices", image: page.ogImage });

export default function OfficesRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
      <OfficeList labels={page.labels} />
      <Suspense>
        <OfficesDetails page={page} />
      </Suspense>
    </>
  );
}
