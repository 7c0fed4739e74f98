import { lazyComponent } from "../lib/lazy-component.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta, withMeta } from "../lib/seo.ts";

const CareerPageSections = lazyComponent(() => import("../sections/career/career-page.tsx"), "CareerPageSections");

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
