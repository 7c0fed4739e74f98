import { NotFound, notFoundMeta } from "../components/layout/not-found.tsx";
import { contentServices } from "../content/content-services.ts";
import { isContentServiceSlug } from "../content/service-types.ts";
import { pageMeta } from "../lib/seo.ts";
import { knownPageData } from "../lib/service-route.ts";
import { ServicePageSections } from "../sections/service/service-page.tsx";
import type { Route } from "./+types/content-service";

const canonicalPath = (service: string) => {
  const slug = service.toLowerCase();
  return isContentServiceSlug(slug) ? `/content/${slug}` : null;
};

// Runs at build time only: the page's record is prerendered as route data, not bundled as code.
export function loader({ params }: Route.LoaderArgs) {
  const slug = params.service.toLowerCase();
  return isContentServiceSlug(slug) ? { slug, path: `/content/${slug}`, page: contentServices[slug] } : null;
}

export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  return knownPageData(request, canonicalPath(params.service), serverLoader);
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({ title: loaderData.page.contentTitle, description: loaderData.page.summary, path: loaderData.path })
    : notFoundMeta();

export default function ContentServiceRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFound />;
  return <ServicePageSections data={loaderData} family="content" />;
}
