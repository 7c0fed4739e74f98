import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { homeHero, homeStats } from "../../content/home.ts";
import { heroVideo } from "../../content/media/videos.ts";
import { whenSettled } from "../../lib/settled.ts";
import { useReducedMotion } from "../../lib/use-reduced-motion.ts";

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * The hero: prerendered text over the poster image (the largest paint); the looping background
 * video is added once the page has settled, unless the visitor prefers reduced motion or saves
 * data.
 */
export function HomeHero() {
  const reducedMotion = useReducedMotion();
  // The video's poster, once it is shown: the file the image on screen already loaded, so it is
  // not downloaded twice, and the video's first paint is not a new, larger paint than the image.
  const [poster, setPoster] = useState<string>();
  const [playing, setPlaying] = useState(true);
  const section = useRef<HTMLElement>(null);
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (reducedMotion || savesData()) {
      setPoster(undefined);
      return;
    }
    const image = section.current?.querySelector("img")?.currentSrc;
    return whenSettled(() => setPoster(image || `${heroVideo.poster.base}-1280.webp`));
  }, [reducedMotion]);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) void element.play();
    else element.pause();
  };

  return (
    <section ref={section} className="relative isolate overflow-hidden bg-brand-950 text-white">
      <ResponsiveImage
        image={heroVideo.poster}
        alt=""
        sizes="100vw"
        priority
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      {poster && (
        <video
          ref={ref}
          data-testid="hero-video"
          className="absolute inset-0 -z-20 size-full object-cover"
          autoPlay
          muted
          loop
          playsInline
          preload="none"
          poster={poster}
          tabIndex={-1}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          <source src={heroVideo.webm} type="video/webm" />
          <source src={heroVideo.mp4} type="video/mp4" />
        </video>
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(90deg,rgb(12_26_51/0.92)_0%,rgb(12_26_51/0.7)_55%,rgb(12_26_51/0.35)_100%)]"
      />
      <div className="container-page relative py-20 md:py-32">
        <p className="text-sm font-semibold tracking-[0.16em] text-accent-100 uppercase">{homeHero.eyebrow}</p>
        <h1 className="mt-4 max-w-4xl text-4xl leading-[1.1] font-semibold sm:text-5xl lg:text-6xl">
          {homeHero.heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">{homeHero.text}</p>
        <div className="mt-9">
          <ButtonLink to={homeHero.cta.href} size="lg">
            {homeHero.cta.label}
          </ButtonLink>
        </div>
        <dl className="mt-14 grid max-w-2xl grid-cols-3 gap-6 border-t border-white/20 pt-8">
          {homeStats.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="text-sm text-brand-100">{stat.label}</dt>
              <dd className="order-first font-display text-3xl font-semibold md:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {poster && (
        <button
          type="button"
          onClick={toggle}
          className="absolute right-4 bottom-4 flex size-10 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur-sm hover:bg-white/25 md:right-8 md:bottom-8"
        >
          {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
          <span className="sr-only">{playing ? "Pause background video" : "Play background video"}</span>
        </button>
      )}
    </section>
  );
}
