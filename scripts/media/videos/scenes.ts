/** The videos this folder makes: which scene page, how it is rendered, encoded and budgeted. */

export type ShowcaseKey = "editlatex" | "xpertreview" | "xperttrack";

export interface SceneSpec {
  /** Folder under scripts/media/videos holding index.html. */
  name: "hero" | ShowcaseKey;
  /** Public folder and file base, e.g. /media/home/hero/hero. */
  publicDir: string;
  renderWidth: number;
  renderHeight: number;
  encodeWidth: number;
  encodeHeight: number;
  fps: number;
  /** Most bytes allowed for each of the WebM and MP4 files. */
  maxBytes: number;
  /** Starting constant-quality settings; raised step by step if a file is over budget. */
  crf: { vp9: number; x264: number };
  /** Time of the poster frame in seconds, and its widths. */
  posterAt: number;
  posterWidths: readonly number[];
  /** Longest stretch between keyframes, in seconds (scenes add their own after big transitions). */
  keyframeEvery: number;
  /** x264 tune: film for the soft hero, animation for flat UI. */
  tune: "film" | "animation";
}

const MB = 1024 * 1024;

export const SCENES: readonly SceneSpec[] = [
  {
    name: "hero",
    publicDir: "/media/home/hero",
    renderWidth: 1920,
    renderHeight: 1080,
    encodeWidth: 1280,
    encodeHeight: 720,
    fps: 24,
    maxBytes: 1.5 * MB,
    crf: { vp9: 28, x264: 23 },
    posterAt: 0,
    posterWidths: [640, 1280, 1920],
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
      encodeWidth: 1280,
      encodeHeight: 720,
      fps: 24,
      maxBytes: 2 * MB,
      crf: { vp9: 32, x264: 25 },
      posterAt,
      posterWidths: [640, 1280],
      keyframeEvery: 4,
      tune: "animation",
    }),
  ),
];
