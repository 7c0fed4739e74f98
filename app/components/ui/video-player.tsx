import { useEffect, useId, useRef, useState } from "react";
import { commonCopy } from "../../../core/copy/common-copy.ts";
import type { VideoAsset } from "../../../core/copy/media/types.ts";
import { playVideo } from "../../lib/play-video.ts";
import { ResponsiveImage } from "./responsive-image.tsx";
import { SpriteIcon } from "./sprite-icon.tsx";

interface VideoPlayerProps {
  /** The walkthrough's name: "EditLaTeX". */
  title: string;
  video: VideoAsset;
  /** What the silent video shows, for screen readers. */
  description: string;
  /** The rendered width of the poster, for the browser's choice of file. */
  sizes: string;
  /** False while the walkthrough is scrolled out of view: a playing video pauses. */
  active?: boolean;
}

/**
 * A product walkthrough: its poster with a play button. The video file is fetched only when
 * play is pressed (preload none).
 */
export function VideoPlayer({ title, video: asset, description, sizes, active = true }: VideoPlayerProps) {
  const [started, setStarted] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (!active) video.current?.pause();
  }, [active]);
  const descriptionId = useId();
  const play = async () => {
    const element = video.current;
    if (!element) return;
    setStarted(true);
    // Refused by the browser: the poster and the play button come back. Interrupted (the visitor
    // moved on to another walkthrough, which pauses this one): its controls stay, as after a pause.
    if ((await playVideo(element)) === "refused") setStarted(false);
  };
  return (
    <figure className="relative aspect-video overflow-hidden rounded-2xl bg-brand-950 shadow-panel ring-1 ring-line">
      <video
        ref={video}
        className="size-full object-cover"
        preload="none"
        playsInline
        muted
        controls={started}
        aria-label={commonCopy.walkthrough.name(title)}
        aria-describedby={descriptionId}
      >
        {asset.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      {!started && (
        <div className="absolute inset-0">
          <ResponsiveImage image={asset.poster} alt="" sizes={sizes} className="size-full object-cover" />
          <button
            type="button"
            onClick={play}
            className="absolute inset-0 flex items-center justify-center bg-brand-950/25 hover:bg-brand-950/10"
          >
            <span className="flex size-20 items-center justify-center rounded-full bg-accent-600 text-white shadow-panel">
              <SpriteIcon name="play" className="ml-1 size-8" />
            </span>
            <span className="sr-only">{commonCopy.walkthrough.play(title)}</span>
          </button>
        </div>
      )}
      {/* A figure's caption is its first or its last child. */}
      <figcaption id={descriptionId} className="sr-only">
        {description}
      </figcaption>
    </figure>
  );
}
