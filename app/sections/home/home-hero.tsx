import { useEffect, useRef, useState } from "react";
import { homeHero, homeStats } from "../../../core/copy/home.ts";
import type { VideoRendition } from "../../../core/copy/media/types.ts";
import { heroVideo } from "../../../core/copy/media/videos.ts";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";
import { playVideo } from "../../lib/play-video.ts";
import { whenSettled } from "../../lib/settled.ts";
import { useReducedMotion } from "../../lib/use-reduced-motion.ts";

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Where the hero shows the video's centre rendition (and its poster): up to 540 px wide the hero
 * is at most 4:5 as wide as it is high, so the 4:5 middle of the frame covers it with exactly
 * the picture the whole frame would show.
 */
const centreMedia = "(max-width: 540px)";
const centre = heroVideo.centre && { media: centreMedia, image: heroVideo.centre.poster };

/**
 * The hero: prerendered text over the poster image (the largest paint). The looping background
 * video is added once the page has settled and the hero is in view, unless the visitor prefers
 * reduced motion or saves data; it pauses while the hero is out of view.
 */
export function HomeHero() {
  const reducedMotion = useReducedMotion();
  // The rendition shown, and its poster: the file the image on screen already loaded, so it is
  // not downloaded twice, and the video's first paint is not a new, larger paint than the image.
  const [video, setVideo] = useState<{ rendition: VideoRendition; poster: string }>();
  const [playing, setPlaying] = useState(true);
  // The page has settled: the video may start once the hero is in view (data-motion-ready).
  const [motionReady, setMotionReady] = useState(false);
  const section = useRef<HTMLElement>(null);
  const ref = useRef<HTMLVideoElement>(null);
  // Paused with the button: coming back into view does not start it again (WCAG 2.2.2).
  const pausedByVisitor = useRef(false);

  useEffect(() => {
    const hero = section.current;
    if (reducedMotion || savesData() || !hero) {
      setVideo(undefined);
      return;
    }
    let settled = false;
    let inView = false;
    let started = false;
    // The rendition is chosen once, when the video starts, as a <source media> would be.
    const start = () => {
      if (started || !settled || !inView) return;
      started = true;
      const rendition = heroVideo.centre && window.matchMedia(centreMedia).matches ? heroVideo.centre : heroVideo;
      const image = hero.querySelector("img")?.currentSrc;
      setVideo({ rendition, poster: image || `${rendition.poster.base}-${rendition.poster.width}.webp` });
    };
    const observer = new IntersectionObserver(([entry]) => {
      inView = entry?.isIntersecting ?? false;
      const element = ref.current;
      if (element && !inView) element.pause();
      else if (element && !pausedByVisitor.current) void playVideo(element);
      start();
    });
    observer.observe(hero);
    const cancel = whenSettled(() => {
      settled = true;
      setMotionReady(true);
      start();
    });
    return () => {
      cancel();
      observer.disconnect();
    };
  }, [reducedMotion]);

  // The button does what it says. Until its file has arrived, a video set to play is still paused:
  // "Pause" then stops the start (pause() cancels autoplay), rather than asking it to play.
  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    pausedByVisitor.current = playing;
    setPlaying(!playing);
    if (playing) {
      element.pause();
      return;
    }
    void playVideo(element).then((outcome) => {
      if (outcome === "refused") setPlaying(false);
    });
  };

  return (
    <section
      ref={section}
      data-motion-ready={motionReady}
      className="relative isolate overflow-hidden bg-brand-950 text-white"
    >
      <ResponsiveImage
        image={heroVideo.poster}
        alt=""
        sizes="100vw"
        priority
        alternate={centre}
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      {video && (
        <video
          ref={ref}
          data-testid="hero-video"
          className="absolute inset-0 -z-20 size-full object-cover"
          autoPlay
          muted
          loop
          playsInline
          preload="none"
          poster={video.poster}
          tabIndex={-1}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          {video.rendition.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
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
      {video && (
        <button
          type="button"
          onClick={toggle}
          className="absolute right-4 bottom-4 flex size-10 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur-sm hover:bg-white/25 md:right-8 md:bottom-8"
        >
          <SpriteIcon name={playing ? "pause" : "play"} className="size-4" />
          <span className="sr-only">{playing ? homeHero.video.pause : homeHero.video.play}</span>
        </button>
      )}
    </section>
  );
}
