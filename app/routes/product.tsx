import { NotFound, notFoundMeta } from "../components/layout/not-found.tsx";
import { isProductSlug, productAliases, productPages, productSummaries } from "../content/products.ts";
import { showcaseItems } from "../content/showcase.ts";
import { pageMeta } from "../lib/seo.ts";
import { knownPageData } from "../lib/service-route.ts";
import { softwareApplication } from "../lib/structured-data.ts";
import { ProductPageSections } from "../sections/product/product-page.tsx";
import type { Route } from "./+types/product";

/**
 * The page a product address shows: its own product, or for an alias (/products/scholarlyxpert)
 * the product it stands for, whose address is then the canonical one.
 */
function knownProduct(param: string) {
  const slug = param.toLowerCase();
  const product = isProductSlug(slug) ? slug : Object.hasOwn(productAliases, slug) ? productAliases[slug] : undefined;
  return product ? { product, path: `/products/${slug}`, canonical: `/products/${product}` } : null;
}

// Runs at build time only: the page's record is prerendered as route data, not bundled as code.
export function loader({ params }: Route.LoaderArgs) {
  const known = knownProduct(params.product);
  if (!known) return null;
  const walkthrough = showcaseItems.find((item) => item.href === known.canonical);
  return {
    ...known,
    name: productSummaries[known.product].name,
    kind: productSummaries[known.product].kind,
    page: productPages[known.product],
    walkthrough: walkthrough && {
      para: walkthrough.para,
      video: walkthrough.video,
      description: walkthrough.description,
    },
  };
}

export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  return knownPageData(request, knownProduct(params.product)?.path ?? null, serverLoader);
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
        title: loaderData.page.title,
        description: loaderData.page.summary,
        path: loaderData.canonical,
        image: loaderData.page.ogImage,
        structuredData: [
          softwareApplication({
            name: loaderData.name,
            description: loaderData.page.summary,
            path: loaderData.canonical,
            image: loaderData.page.ogImage,
            category: loaderData.kind,
            liveSite: "liveSite" in loaderData.page ? loaderData.page.liveSite.href : undefined,
          }),
        ],
      })
    : notFoundMeta();

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFound />;
  return <ProductPageSections data={loaderData} />;
}
