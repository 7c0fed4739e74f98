import { ButtonLink } from "../../components/ui/button-link.tsx";
import { demoRequestHref, type ProductPage, type ProductSlug } from "../../content/products.ts";
import { ProductSection } from "./product-section.tsx";

interface DemoInvitationProps {
  product: ProductSlug;
  closing: ProductPage["closing"];
  shaded: boolean;
}

/** The closing invitation: a demonstration on the visitor's own content. */
export function DemoInvitation({ product, closing, shaded }: DemoInvitationProps) {
  return (
    <ProductSection id="product-demo" shaded={shaded} testId="product-demo">
      <div className="relative overflow-hidden rounded-3xl bg-brand px-6 py-10 text-white md:px-12 md:py-14">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_90%_0%,rgb(247_103_7/0.3),transparent_55%)]"
        />
        <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="product-demo" className="font-display text-3xl leading-tight font-semibold md:text-4xl">
              {closing.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">{closing.text}</p>
          </div>
          <ButtonLink to={demoRequestHref(product)} size="lg" className="shrink-0 self-start lg:self-center">
            Ask for a demonstration
          </ButtonLink>
        </div>
      </div>
    </ProductSection>
  );
}
