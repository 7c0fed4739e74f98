import { lazyComponent } from "../lib/lazy-component.ts";
import { isPreview, openingsIn } from "../lib/preview.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta, withMeta } from "../lib/seo.ts";
import type { Route } from "./+types/career";

const CareerPageSections = lazyComponent(() => import("../sections/career/career-page.tsx"), "CareerPageSections");

// Runs at build time only. For a preview of an opening (on the editing server), also the openings
// with the draft among them: the published page's list is part of its code.
export const loader = ({ context }: Route.LoaderArgs) =>
  withMeta(
    isPreview(context) ? { openings: openingsIn(context).open } : {},
    pageMeta({
      title: "Careers",
      description:
        "Open positions at Scriptoria in LaTeX templates, .NET, full-stack, PHP and Python, and mobile development, in our Chennai production and development centre.",
      path: "/company/career",
    }),
  );

export const meta = routeMeta;

export default function CareerRoute({ loaderData }: Route.ComponentProps) {
  return <CareerPageSections openings={"openings" in loaderData ? loaderData.openings : undefined} />;
}
