import { contentServices } from "../../core/copy/content-services.ts";
import { digitalServices } from "../../core/copy/digital-services.ts";
import { isContentServiceSlug, isDigitalServiceSlug, type ServicePage } from "../../core/copy/service-types.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { knownPageData, type PageData } from "../lib/page-data.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { serviceMeta, withMeta } from "../lib/seo.ts";
import { LazyNotFound } from "../not-found/lazy-not-found.tsx";
import { notFoundData } from "../not-found/not-found-data.ts";
import type { Route } from "./+types/service";

const ServicePageSections = lazyComponent(() => import("../sections/service/service-page.tsx"), "ServicePageSections");

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

export async function loader({ params, request }: Route.LoaderArgs) {
  const known = canonicalPage(request, params.service);
  const pages: Record<string, ServicePage | undefined> =
    known?.family === "digital" ? digitalServices : contentServices;
  const page = known && pages[known.slug];
  if (!known || !page) return notFoundData();
  return withMeta(
    { ...known, page },
    serviceMeta({
      title: page.contentTitle,
      description: page.summary,
      path: known.path,
      category: known.family === "digital" ? "Digital services" : "Content services",
      audience: page.industry.map((sector) => sector.name),
    }),
  );
}

export function clientLoader({
  params,
  request,
  serverLoader,
}: Route.ClientLoaderArgs): PageData<Route.ClientLoaderArgs> {
  return knownPageData(request, canonicalPage(request, params.service)?.path ?? null, serverLoader);
}

export const meta = routeMeta;

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <LazyNotFound />;
  return <ServicePageSections data={loaderData} family={loaderData.family} />;
}
