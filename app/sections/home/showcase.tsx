import { ArrowRight, Play } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { StepControls, useClampedIndex } from "../../components/ui/step-controls.tsx";
import { showcaseIntro } from "../../content/home.ts";
import { type ShowcaseItem, showcaseItems } from "../../content/showcase.ts";

/** Three product walkthroughs; previous and next stop at the ends. */
export default function Showcase() {
  const { index, previous, next } = useClampedIndex(showcaseItems.length);
  const item = showcaseItems[index];
  if (!item) return null;
  return (
    <section aria-labelledby="showcase-heading" className="py-16 md:py-24">
      <div className="container-page grid items-center gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
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
        <VideoPlayer key={item.title} item={item} />
      </div>
    </section>
  );
}

/** The walkthrough's poster with a play button; the video starts only when asked. */
function VideoPlayer({ item }: { item: ShowcaseItem }) {
  const [started, setStarted] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const play = () => {
    setStarted(true);
    void video.current?.play();
  };
  return (
    <figure className="relative aspect-video overflow-hidden rounded-2xl bg-brand-950 shadow-panel ring-1 ring-line">
      <video
        ref={video}
        data-testid="showcase-video"
        className="size-full object-cover"
        preload="none"
        playsInline
        muted
        controls={started}
        aria-label={`${item.title} walkthrough`}
        aria-describedby={`showcase-desc-${item.title.replace(/\s+/g, "")}`}
      >
        <source src={item.video.webm} type="video/webm" />
        <source src={item.video.mp4} type="video/mp4" />
      </video>
      <figcaption id={`showcase-desc-${item.title.replace(/\s+/g, "")}`} className="sr-only">
        {item.description}
      </figcaption>
      {!started && (
        <div className="absolute inset-0" data-testid="showcase-poster">
          <ResponsiveImage
            image={item.video.poster}
            alt=""
            sizes="(min-width: 1024px) 58vw, 100vw"
            className="size-full object-cover"
          />
          <button
            type="button"
            onClick={play}
            className="absolute inset-0 flex items-center justify-center bg-brand-950/25 transition-colors hover:bg-brand-950/10"
          >
            <span className="flex size-20 items-center justify-center rounded-full bg-accent-600 text-white shadow-panel">
              <Play className="ml-1 size-8" aria-hidden="true" />
            </span>
            <span className="sr-only">Play the {item.title} walkthrough</span>
          </button>
        </div>
      )}
    </figure>
  );
}
