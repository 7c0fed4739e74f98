import { NotFound, notFoundMeta } from "../components/layout/not-found.tsx";
import { contentServices } from "../content/content-services.ts";
import { digitalServices } from "../content/digital-services.ts";
import { isContentServiceSlug, isDigitalServiceSlug, type ServicePage } from "../content/service-types.ts";
import { serviceMeta } from "../lib/seo.ts";
import { knownPageData } from "../lib/service-route.ts";
import { ServicePageSections } from "../sections/service/service-page.tsx";
import type { Route } from "./+types/service";

// One module for /content/:service and /digital/:service (app/routes.ts): the family is the
// address's first segment.
type Family = "content" | "digital";
const isSlug: Record<Family, (slug: string) => boolean> = {
  content: isContentServiceSlug,
  digital: isDigitalServiceSlug,
};

function canonicalPage(request: Request, service: string) {
  const family: Family =
    new URL(request.url).pathname.split("/")[1]?.toLowerCase() === "digital" ? "digital" : "content";
  const slug = service.toLowerCase();
  return isSlug[family](slug) ? { family, slug, path: `/${family}/${slug}` } : null;
}

// Runs at build time only: the page's record is prerendered as route data, not bundled as code.
export function loader({ params, request }: Route.LoaderArgs) {
  const known = canonicalPage(request, params.service);
  const pages: Record<string, ServicePage | undefined> =
    known?.family === "digital" ? digitalServices : contentServices;
  const page = known && pages[known.slug];
  return known && page ? { ...known, page } : null;
}

export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  return knownPageData(request, canonicalPage(request, params.service)?.path ?? null, serverLoader);
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? serviceMeta({
        title: loaderData.page.contentTitle,
        description: loaderData.page.summary,
        path: loaderData.path,
        category: loaderData.family === "digital" ? "Digital services" : "Content services",
        audience: loaderData.page.industry.map((sector) => sector.name),
      })
    : notFoundMeta();

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFound />;
  return <ServicePageSections data={loaderData} family={loaderData.family} />;
}
