import { productPageCopy } from "../../../core/copy/products.ts";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { VideoPlayer } from "../../components/ui/video-player.tsx";
import type { ProductPageData } from "./product-data.ts";
import { ProductSection } from "./product-section.tsx";

interface WalkthroughProps {
  name: string;
  walkthrough: NonNullable<ProductPageData["walkthrough"]>;
  shaded: boolean;
}

/** The product's walkthrough video (the one the home page shows), played on demand. */
export function Walkthrough({ name, walkthrough, shaded }: WalkthroughProps) {
  return (
    <ProductSection id="product-walkthrough" shaded={shaded} testId="product-walkthrough">
      <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <SectionHeading
          id="product-walkthrough"
          eyebrow={productPageCopy.walkthroughEyebrow}
          title={productPageCopy.walkthroughTitle(name)}
          lead={walkthrough.para}
        />
        <VideoPlayer
          title={name}
          video={walkthrough.video}
          description={walkthrough.description}
          sizes="(min-width: 80rem) 680px, (min-width: 64rem) 55vw, 100vw"
        />
      </div>
    </ProductSection>
  );
}
