import { isProductSlug, productAliases } from "../../core/copy/product-slugs.ts";
import { productPages, productSummaries } from "../../core/copy/products.ts";
import { showcaseItems } from "../../core/copy/showcase.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { knownPageData, type PageData } from "../lib/page-data.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta, withMeta } from "../lib/seo.ts";
import { softwareApplication } from "../lib/structured-data.ts";
import { LazyNotFound } from "../not-found/lazy-not-found.tsx";
import { notFoundData } from "../not-found/not-found-data.ts";
import type { Route } from "./+types/product";

const ProductPageSections = lazyComponent(() => import("../sections/product/product-page.tsx"), "ProductPageSections");

/**
 * The page a product address shows: its own product, or for an alias (/products/scholarlyxpert)
 * the product it stands for, whose address is then the canonical one.
 */
function knownProduct(param: string) {
  const slug = param.toLowerCase();
  const product = isProductSlug(slug) ? slug : Object.hasOwn(productAliases, slug) ? productAliases[slug] : undefined;
  return product ? { product, path: `/products/${slug}`, canonical: `/products/${product}` } : null;
}

export async function loader({ params }: Route.LoaderArgs) {
  const known = knownProduct(params.product);
  if (!known) return notFoundData();
  const walkthrough = showcaseItems.find((item) => item.href === known.canonical);
  const { name, kind } = productSummaries[known.product];
  const page = productPages[known.product];
  return withMeta(
    {
      ...known,
      name,
      kind,
      page,
      walkthrough: walkthrough && {
        para: walkthrough.para,
        video: walkthrough.video,
        description: walkthrough.description,
      },
    },
    pageMeta({
      title: page.title,
      description: page.summary,
      path: known.canonical,
      image: page.ogImage,
      structuredData: [
        softwareApplication({
          name,
          description: page.summary,
          path: known.canonical,
          image: page.ogImage,
          category: kind,
          liveSite: "liveSite" in page ? page.liveSite.href : undefined,
        }),
      ],
    }),
  );
}

export function clientLoader({
  params,
  request,
  serverLoader,
}: Route.ClientLoaderArgs): PageData<Route.ClientLoaderArgs> {
  return knownPageData(request, knownProduct(params.product)?.path ?? null, serverLoader);
}

export const meta = routeMeta;

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <LazyNotFound />;
  return <ProductPageSections data={loaderData} />;
}
