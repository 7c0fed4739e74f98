import { type ProductPage, productPageCopy } from "../../../core/copy/products.ts";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { ProductSection } from "./product-section.tsx";

/** Below 769 px the diagram is hidden, and not downloaded: the steps are read as a list. */
const SMALL_SCREENS = "(max-width: 768.98px)";

/**
 * The product's workflow: the process-flow diagram on larger screens, and its steps as an
 * ordered list on every screen. Under the diagram the list gives each step's description below
 * its column (the diagram shows the number and title, so there they are for screen readers only);
 * on small screens it is the numbered list of titles and descriptions.
 */
export function ProcessFlow({ flow, shaded }: { flow: ProductPage["flow"]; shaded: boolean }) {
  return (
    <ProductSection id="product-flow" shaded={shaded} testId="product-flow">
      <SectionHeading id="product-flow" eyebrow={flow.eyebrow} title={flow.title} lead={flow.desc} />
      <div
        data-testid="product-flow-image"
        className="mt-10 hidden overflow-hidden rounded-3xl bg-surface shadow-card ring-1 ring-line min-[769px]:block"
      >
        <ResponsiveImage
          image={flow.img}
          alt=""
          sizes="(min-width: 80rem) 1216px, calc(100vw - 4rem)"
          skipMedia={SMALL_SCREENS}
          className="block h-auto w-full"
        />
      </div>
      <ol className="mt-8 grid gap-4 min-[769px]:mt-6 min-[769px]:grid-cols-5 min-[769px]:gap-6 min-[769px]:px-[2.3%]">
        {flow.steps.map((step, index) => (
          <li
            key={step.title}
            className="flex gap-4 rounded-2xl border border-line bg-white p-5 min-[769px]:block min-[769px]:border-0 min-[769px]:bg-transparent min-[769px]:p-0"
          >
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-700 font-semibold text-white min-[769px]:hidden"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-display text-xl font-semibold text-brand min-[769px]:sr-only">
                <span className="sr-only">{productPageCopy.step(index + 1)}</span>
                {step.title}
              </h3>
              <p className="mt-1 leading-relaxed text-muted min-[769px]:mt-0 min-[769px]:text-center min-[769px]:text-[0.95rem]">
                {step.desc}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </ProductSection>
  );
}
