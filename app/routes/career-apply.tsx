import { openingPath } from "../../core/addresses.ts";
import { openApplicationSlug } from "../../core/copy/careers.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { type PageData, prerenderedPageData } from "../lib/page-data.ts";
import { openingsIn } from "../lib/preview.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta, withMeta } from "../lib/seo.ts";
import { jobPosting } from "../lib/structured-data.ts";
import { LazyNotFound } from "../not-found/lazy-not-found.tsx";
import { notFoundData } from "../not-found/not-found-data.ts";
import { goneData } from "../sections/gone/gone-data.ts";
import type { Route } from "./+types/career-apply";

const CareerApplyPageSections = lazyComponent(
  () => import("../sections/career/career-apply-page.tsx"),
  "CareerApplyPageSections",
);
const GonePage = lazyComponent(() => import("../sections/gone/gone-page.tsx"), "GonePage");

// Runs at build time only: /company/career/apply (open application) or /company/career/{opening},
// with the page's meta tags and the opening's JobPosting; anything else is not found. (And on the
// editing server for a preview, with the draft in the context.)
export async function loader({ params, context }: Route.LoaderArgs) {
  const { open, closed: closedOnes } = openingsIn(context);
  const opening = open.find((item) => item.slug === params.opening);
  if (!opening) {
    const closed = closedOnes.find((item) => item.slug === params.opening);
    if (closed) return goneData("opening", closed.title, openingPath(closed.slug));
    if (params.opening !== openApplicationSlug) return notFoundData();
    return withMeta(
      { opening },
      pageMeta({
        title: "Apply for a position",
        description:
          "Send Scriptoria an application for a paginator, quality, data conversion or software developer position. Attach your resume as a PDF; we reply within ten working days.",
        path: openingPath(openApplicationSlug),
      }),
    );
  }
  const path = openingPath(opening.slug);
  return withMeta(
    { opening },
    pageMeta({
      title: `Apply: ${opening.title}`,
      description: `Apply for the ${opening.title} position at Scriptoria (${opening.experience} of experience, full time, ${opening.location}). Attach your resume as a PDF.`,
      path,
      structuredData: [
        jobPosting({
          title: opening.title,
          description: opening.summary,
          datePosted: opening.datePosted,
          validThrough: opening.validThrough,
          experience: opening.experience,
          path,
          country: opening.location.split(", ").at(-1) ?? "India",
        }),
      ],
    }),
  );
}

// On a client-side navigation the page's prerendered data is read; an opening the site does not
// have was never built (the request answers 404) and renders the not-found page.
export function clientLoader({
  params,
  request,
  serverLoader,
}: Route.ClientLoaderArgs): PageData<Route.ClientLoaderArgs> {
  return prerenderedPageData(request, openingPath(params.opening), serverLoader);
}

export const meta = routeMeta;

export default function CareerApplyRoute({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <LazyNotFound />;
  if ("gone" in loaderData) return <GonePage {...loaderData.gone} />;
  return <CareerApplyPageSections opening={loaderData.opening} />;
}
