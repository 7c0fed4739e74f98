import { officesPage } from "../../core/copy/offices-page.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta, withMeta } from "../lib/seo.ts";
import type { Route } from "./+types/offices";

const OfficesPageSections = lazyComponent(() => import("../sections/offices/offices-page.tsx"), "OfficesPageSections");

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
