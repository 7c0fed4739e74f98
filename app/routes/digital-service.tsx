import { NotFound, notFoundMeta } from "../components/layout/not-found.tsx";
import { digitalServices } from "../content/digital-services.ts";
import { isDigitalServiceSlug } from "../content/service-types.ts";
import { pageMeta } from "../lib/seo.ts";
import { knownPageData } from "../lib/service-route.ts";
import { ServicePageSections } from "../sections/service/service-page.tsx";
import type { Route } from "./+types/digital-service";

const canonicalPath = (service: string) => {
  const slug = service.toLowerCase();
  return isDigitalServiceSlug(slug) ? `/digital/${slug}` : null;
};

// Runs at build time only: the page's record is prerendered as route data, not bundled as code.
export function loader({ params }: Route.LoaderArgs) {
  const slug = params.service.toLowerCase();
  return isDigitalServiceSlug(slug) ? { slug, path: `/digital/${slug}`, page: digitalServices[slug] } : null;
}

export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  return knownPageData(request, canonicalPath(params.service), serverLoader);
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({ title: loaderData.page.contentTitle, description: loaderData.page.summary, path: loaderData.path })
    : notFoundMeta();

export default function DigitalServiceRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFound />;
  return <ServicePageSections data={loaderData} family="digital" />;
}
