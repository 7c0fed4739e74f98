import { demoRequestHref, productPageCopy } from "../../../core/copy/products.ts";
import { ServiceLayout } from "../../components/ui/service-layout.tsx";
import { lazyComponent } from "../../lib/lazy-component.ts";
import type { ProductPageData } from "./product-data.ts";

const ProductDetails = lazyComponent(() => import("./product-details.tsx"), "ProductDetails");

/** A product page: the hero with its picture, then the sections below the fold. */
export function ProductPageSections({ data }: { data: ProductPageData }) {
  const { page } = data;
  const { Section1: hero, liveSite } = page;
  return (
    <ServiceLayout
      service={data.product}
      hero={{
        eyebrow: hero.Title,
        heading: hero.Heading,
        desc: hero.desc,
        image: hero.img,
        mobileImage: hero.mobileImg,
        alt: hero.alt,
        action: { label: productPageCopy.explore, href: demoRequestHref(data.product) },
        secondary: liveSite && { label: liveSite.label, href: liveSite.href, external: true },
      }}
    >
      <ProductDetails data={data} />
    </ServiceLayout>
  );
}
