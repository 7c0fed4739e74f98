/** The videos this folder makes: which scene page, how it is rendered, encoded and budgeted. */
import type { Codec } from "./encode.ts";

export type ShowcaseKey = "editlatex" | "xpertreview" | "xperttrack";

/** One file of a rendition: its codec, starting constant-quality value and most bytes allowed. */
export interface OutputSpec {
  codec: Codec;
  /** Raised step by step while the file is over budget. */
  crf: number;
  maxBytes: number;
}

/** The video at one frame size: its files (best first) and its poster. */
export interface RenditionSpec {
  /** File name without extension, in the scene's public folder. */
  file: string;
  width: number;
  height: number;
  /** Keep only the middle of the rendered frame, this many pixels wide (full height), before scaling. */
  cropWidth?: number;
  outputs: readonly OutputSpec[];
  /** Poster file base (`${poster}-${width}.avif` …) and its widths. */
  poster: string;
  posterWidths: readonly number[];
}

export interface SceneSpec {
  /** Folder under scripts/media/videos holding index.html. */
  name: "hero" | ShowcaseKey;
  /** Public folder of its files, e.g. /media/home/hero. */
  publicDir: string;
  renderWidth: number;
  renderHeight: number;
  fps: number;
  /** The whole frame. */
  full: RenditionSpec;
  /** The middle of the frame at full height (VideoAsset.centre). */
  centre?: RenditionSpec;
  /** Time of the poster frame in seconds. */
  posterAt: number;
  /** Longest stretch between keyframes, in seconds (scenes add their own after big transitions). */
  keyframeEvery: number;
  /** x264 tune: film for the soft hero, animation for flat UI. */
  tune: "film" | "animation";
}

const KB = 1024;
const MB = 1024 * KB;

export const SCENES: readonly SceneSpec[] = [
  {
    name: "hero",
    publicDir: "/media/home/hero",
    renderWidth: 1920,
    renderHeight: 1080,
    fps: 24,
    // Desktop: the full 1080p frame, so a large or high-density screen sees it as sharp as the
    // poster before it. Browsers without AV1 (Safari on most Apple hardware) take the MP4.
    full: {
      file: "hero-1920x1080",
      width: 1920,
      height: 1080,
      outputs: [
        { codec: "av1", crf: 46, maxBytes: 320 * KB },
        { codec: "h264", crf: 31, maxBytes: 600 * KB },
      ],
      poster: "hero-poster",
      posterWidths: [640, 1280, 1920],
    },
    // Phones: the middle 4:5 of the frame at 720 px high, the scale at which a phone showed the
    // former 1280 x 720 video, in 45 % of its pixels. A phone's hero is taller than it is wide, so
    // this crop covering it shows exactly what the whole frame would.
    centre: {
      file: "hero-576x720",
      width: 576,
      height: 720,
      cropWidth: 864,
      outputs: [
        { codec: "av1", crf: 46, maxBytes: 72 * KB },
        { codec: "h264", crf: 30, maxBytes: 160 * KB },
      ],
      poster: "hero-poster-576x720",
      posterWidths: [576],
    },
    posterAt: 0,
    keyframeEvery: 4,
    tune: "film",
  },
  ...(
    [
      ["editlatex", 2.6],
      ["xpertreview", 11.8],
      ["xperttrack", 7.3],
    ] as const
  ).map(
    ([name, posterAt]): SceneSpec => ({
      name,
      publicDir: "/media/home/showcase",
      renderWidth: 1280,
      renderHeight: 720,
      fps: 24,
      full: {
        file: name,
        width: 1280,
        height: 720,
        outputs: [
          { codec: "vp9", crf: 32, maxBytes: 2 * MB },
          { codec: "h264", crf: 25, maxBytes: 2 * MB },
        ],
        poster: `${name}-poster`,
        posterWidths: [640, 1280],
      },
      posterAt,
      keyframeEvery: 4,
      tune: "animation",
    }),
  ),
];
