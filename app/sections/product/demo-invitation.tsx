import { demoRequestHref, type ProductPage, type ProductSlug, productPageCopy } from "../../../core/copy/products.ts";
import { ClosingCall } from "../../components/ui/closing-call.tsx";
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
        <ClosingCall
          id="product-demo"
          title={closing.title}
          text={closing.text}
          action={{ label: productPageCopy.demo, href: demoRequestHref(product) }}
        />
      </div>
    </ProductSection>
  );
}
