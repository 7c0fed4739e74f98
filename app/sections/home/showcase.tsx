import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { StepControls, useClampedIndex } from "../../components/ui/step-controls.tsx";
import { VideoPlayer } from "../../components/ui/video-player.tsx";
import { showcaseIntro } from "../../content/home.ts";
import { showcaseItems } from "../../content/showcase.ts";

/** Three product walkthroughs; previous and next stop at the ends, and a swipe steps too. */
export default function Showcase() {
  const { index, previous, next, swipe } = useClampedIndex(showcaseItems.length);
  const item = showcaseItems[index];
  if (!item) return null;
  return (
    <section aria-labelledby="showcase-heading" className="py-16 md:py-24">
      <div
        {...swipe}
        className="container-page grid touch-pan-y items-center gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16"
      >
        <div>
          <SectionHeading id="showcase-heading" title={showcaseIntro.title} lead={showcaseIntro.lead} />
          <div className="mt-8 min-h-56 border-l-4 border-accent-500 pl-6" data-testid="showcase-text">
            <h3 className="font-display text-2xl font-semibold text-brand">{item.title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{item.para}</p>
            <Link
              to={item.href}
              className="group mt-5 inline-flex items-center gap-1.5 font-semibold text-accent-700 hover:underline"
            >
              About {item.title}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
            </Link>
          </div>
          <div className="mt-8">
            <StepControls
              index={index}
              count={showcaseItems.length}
              noun="walkthrough"
              onPrevious={previous}
              onNext={next}
            />
          </div>
        </div>
        <VideoPlayer
          key={item.title}
          title={item.title}
          video={item.video}
          description={item.description}
          sizes="(min-width: 1024px) 58vw, 100vw"
        />
      </div>
    </section>
  );
}
