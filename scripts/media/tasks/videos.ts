/**
 * Home page videos: the hero background loop and the three product showcase walkthroughs.
 *
 * Each scene is an HTML page under scripts/media/videos/<name>/ whose clock the renderer sets
 * frame by frame in headless Chromium; frames go to a temporary folder as PNG, then ffmpeg
 * encodes each rendition (the whole frame, and for the hero also its middle for phones) as WebM
 * (AV1 or VP9) and MP4 (H.264) within the size budgets of scenes.ts, and sharp writes the posters.
 * Outputs: public/media/home/hero/, public/media/home/showcase/, core/copy/media/videos.ts.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { VideoAsset } from "../../../core/copy/media/types.ts";
import { containerOf, encode, probe } from "../videos/encode.ts";
import { describeScene, writeVideosModule } from "../videos/module.ts";
import { writePoster } from "../videos/poster.ts";
import { launchBrowser, renderScene } from "../videos/render.ts";
import { type RenditionSpec, SCENES, type SceneSpec, type ShowcaseKey } from "../videos/scenes.ts";

const repoRoot = join(import.meta.dirname, "..", "..", "..");
const publicRoot = join(repoRoot, "public");
const moduleFile = join(repoRoot, "app", "content", "media", "videos.ts");

function frameFile(dir: string, i: number): string {
  return join(dir, `f${String(i).padStart(5, "0")}.png`);
}

async function encodeRendition(
  spec: SceneSpec,
  rendition: RenditionSpec,
  pattern: string,
  posterPng: string,
  keyframes: readonly number[],
): Promise<void> {
  await writePoster(
    posterPng,
    publicRoot,
    `${spec.publicDir}/${rendition.poster}`,
    rendition.posterWidths,
    rendition.cropWidth,
  );
  const job = {
    pattern,
    fps: spec.fps,
    width: rendition.width,
    height: rendition.height,
    cropWidth: rendition.cropWidth,
    tune: spec.tune,
    keyframeEvery: spec.keyframeEvery,
    keyframes,
  };
  for (const output of rendition.outputs) {
    const name = `${rendition.file}.${containerOf[output.codec]}`;
    const result = await encode(job, { ...output, file: join(publicRoot, spec.publicDir, name) });
    const p = await probe(result.file);
    console.log(
      `media: ${name} ${p.codec} ${p.width}x${p.height} ${p.pixFmt} ${p.fps} fps, ${p.frames} frames, ${p.duration.toFixed(2)} s, ${(p.bytes / 1024).toFixed(0)} KiB (crf ${result.crf})`,
    );
  }
}

async function encodeScene(
  spec: SceneSpec,
  dir: string,
  pattern: string,
  posterFrame: number,
  keyframes: readonly number[],
) {
  const started = Date.now();
  await mkdir(join(publicRoot, spec.publicDir), { recursive: true });
  for (const rendition of [spec.full, ...(spec.centre ? [spec.centre] : [])]) {
    await encodeRendition(spec, rendition, pattern, frameFile(dir, posterFrame), keyframes);
  }
  console.log(`media: ${spec.name} posters and encodes took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await rm(dir, { recursive: true, force: true });
}

export async function run(): Promise<void> {
  // VIDEOS_ONLY=hero,editlatex renders just those; the module still lists every scene, read
  // back from the files in public/.
  const only = process.env.VIDEOS_ONLY?.split(",").filter(Boolean);
  const selected = only?.length ? SCENES.filter((s) => only.includes(s.name)) : SCENES;
  const tmp = await mkdtemp(join(tmpdir(), "scriptoria-videos-"));
  const browser = await launchBrowser();
  // Encoding runs one job at a time in the background while the next scene renders.
  let queue: Promise<void> = Promise.resolve();
  try {
    for (const spec of selected) {
      const started = Date.now();
      const dir = join(tmp, spec.name);
      await mkdir(dir);
      const { pattern, count, keyframes } = await renderScene(
        browser,
        spec.name,
        { width: spec.renderWidth, height: spec.renderHeight },
        spec.fps,
        dir,
      );
      console.log(`media: ${spec.name} rendered ${count} frames in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const posterFrame = Math.min(count - 1, Math.round(spec.posterAt * spec.fps));
      queue = queue.then(() => encodeScene(spec, dir, pattern, posterFrame, keyframes));
    }
    await queue;
  } finally {
    await browser.close();
    await queue.catch(() => undefined);
    await rm(tmp, { recursive: true, force: true });
  }
  const describe = (name: SceneSpec["name"]): Promise<VideoAsset> => {
    const spec = SCENES.find((s) => s.name === name);
    if (!spec) throw new Error(`media: video ${name} is not in SCENES`);
    return describeScene(publicRoot, spec);
  };
  const showcase: Record<ShowcaseKey, VideoAsset> = {
    editlatex: await describe("editlatex"),
    xpertreview: await describe("xpertreview"),
    xperttrack: await describe("xperttrack"),
  };
  await writeVideosModule(moduleFile, await describe("hero"), showcase);
}
