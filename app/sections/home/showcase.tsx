import { Link } from "react-router";
import { showcaseIntro } from "../../../core/copy/home.ts";
import { showcaseItems } from "../../../core/copy/showcase.ts";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { SnapControls, SnapList, useSnapCarousel } from "../../components/ui/snap-carousel.tsx";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";
import { VideoPlayer } from "../../components/ui/video-player.tsx";

/**
 * Three product walkthroughs, one per view in a list that scrolls sideways; previous and next
 * stop at the ends, and a walkthrough moved away from pauses.
 */
export default function Showcase() {
  const carousel = useSnapCarousel(
    showcaseItems.map((item) => `walkthrough-${item.title.toLowerCase().replaceAll(" ", "-")}`),
  );
  const { index } = carousel;
  return (
    <section aria-labelledby="showcase-heading" className="py-16 md:py-24">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="showcase-heading" title={showcaseIntro.title} lead={showcaseIntro.lead} />
          <SnapControls carousel={carousel} noun="walkthrough" />
        </div>
        <SnapList
          carousel={carousel}
          items={showcaseItems}
          label="Product walkthroughs"
          className="mt-10"
          itemClassName="scroll-mt-64 md:scroll-mt-48"
        >
          {(item, i) => (
            <div className="grid grid-cols-1 items-center gap-8 p-1 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
              <div className="border-l-4 border-accent-500 pl-6">
                <h3 className="font-display text-2xl font-semibold text-brand">{item.title}</h3>
                <p className="mt-3 leading-relaxed text-muted">{item.para}</p>
                <Link
                  to={item.href}
                  className="group mt-5 inline-flex items-center gap-1.5 font-semibold text-accent-700 hover:underline"
                >
                  About {item.title}
                  <SpriteIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
                </Link>
              </div>
              <VideoPlayer
                title={item.title}
                video={item.video}
                description={item.description}
                sizes="(min-width: 1024px) 58vw, 100vw"
                active={i === index}
              />
            </div>
          )}
        </SnapList>
      </div>
    </section>
  );
}
