import { Link } from "react-router";
import { productCards, productsIntro } from "../../../core/copy/home.ts";
import { Marquee } from "../../components/ui/marquee.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";

/** The six product cards, scrolling continuously. */
export default function ProductCarousel() {
  return (
    <section aria-labelledby="products-heading" className="overflow-hidden bg-surface py-16 md:py-24">
      <div className="container-page">
        <SectionHeading id="products-heading" title={productsIntro.title} lead={productsIntro.lead} />
      </div>
      <div className="mt-10 md:mt-12">
        <Marquee
          items={productCards}
          label={productsIntro.listLabel}
          duration={45}
          itemKey={(card) => card.url}
          // Each card is rendered only as it nears the screen: the row starts below a phone's fold
          // and runs off its side, so the first frame renders none of it. Until rendered a card is
          // 19rem high, a little less than the shortest card (309 px), so the rendered cards set
          // the row's height and the cards that scroll in later never make it taller.
          itemClassName="w-[17.5rem] sm:w-[20rem] [content-visibility:auto] [contain-intrinsic-size:auto_19rem]"
          // A focused card draws its ring inside itself: the card clips what is drawn outside it
          // (content-visibility contains its paint), and so does the strip.
          renderItem={(card) => (
            <Link
              to={card.url}
              className="group flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-card transition-shadow hover:shadow-panel focus-visible:-outline-offset-4"
            >
              <SpriteIcon name={card.icon} className="size-14" />
              <h3 className="mt-5 font-display text-2xl font-semibold text-brand">{card.producttitle}</h3>
              <p className="mt-2 flex-1 text-[0.95rem] leading-relaxed text-muted">{card.productdesc}</p>
              <span className="mt-5 inline-flex items-center gap-1.5 font-semibold text-accent-700">
                {productsIntro.explore} {card.producttitle}
                <SpriteIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          )}
        />
      </div>
    </section>
  );
}
