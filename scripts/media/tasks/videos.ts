/**
 * Home page videos: the hero background loop and the three product showcase walkthroughs.
 *
 * Each scene is an HTML page under scripts/media/videos/<name>/ whose clock the renderer sets
 * frame by frame in headless Chromium; frames go to a temporary folder as PNG, then ffmpeg
 * encodes WebM (VP9) and MP4 (H.264) within the size budgets and sharp writes the posters.
 * Outputs: public/media/home/hero/, public/media/home/showcase/, app/content/media/videos.ts.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { VideoAsset } from "../../../app/content/media/types.ts";
import { encodeBoth, probe } from "../videos/encode.ts";
import { writeVideosModule } from "../videos/module.ts";
import { writePoster } from "../videos/poster.ts";
import { launchBrowser, renderScene } from "../videos/render.ts";
import { SCENES, type SceneSpec, type ShowcaseKey } from "../videos/scenes.ts";

const repoRoot = join(import.meta.dirname, "..", "..", "..");
const publicRoot = join(repoRoot, "public");
const moduleFile = join(repoRoot, "app", "content", "media", "videos.ts");

function frameFile(dir: string, i: number): string {
  return join(dir, `f${String(i).padStart(5, "0")}.png`);
}

async function encodeScene(
  spec: SceneSpec,
  dir: string,
  pattern: string,
  posterFrame: number,
  keyframes: readonly number[],
): Promise<VideoAsset> {
  const file = spec.name === "hero" ? "hero" : spec.name;
  const webm = `${spec.publicDir}/${file}.webm`;
  const mp4 = `${spec.publicDir}/${file}.mp4`;
  const started = Date.now();
  await mkdir(join(publicRoot, spec.publicDir), { recursive: true });
  const poster = await writePoster(
    frameFile(dir, posterFrame),
    publicRoot,
    `${spec.publicDir}/${file}-poster`,
    spec.posterWidths,
  );
  const out = await encodeBoth({
    pattern,
    fps: spec.fps,
    width: spec.encodeWidth,
    height: spec.encodeHeight,
    tune: spec.tune,
    keyframeEvery: spec.keyframeEvery,
    keyframes,
    crf: spec.crf,
    maxBytes: spec.maxBytes,
    webm: join(publicRoot, webm),
    mp4: join(publicRoot, mp4),
  });
  const pm = await probe(out.mp4.file);
  const pw = await probe(out.webm.file);
  for (const [kind, p, r] of [
    ["webm", pw, out.webm],
    ["mp4", pm, out.mp4],
  ] as const) {
    console.log(
      `media: ${file}.${kind} ${p.codec} ${p.width}x${p.height} ${p.pixFmt} ${p.fps} fps, ${p.frames} frames, ${p.duration.toFixed(2)} s, ${(p.bytes / 1024).toFixed(0)} KiB (crf ${r.crf})`,
    );
  }
  console.log(`media: ${file} posters and encodes took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await rm(dir, { recursive: true, force: true });
  return { webm, mp4, poster, duration: Math.round(pm.duration * 100) / 100 };
}

export async function run(): Promise<void> {
  // VIDEOS_ONLY=hero,editlatex renders just those (for trying a change); the module is then left alone.
  const only = process.env.VIDEOS_ONLY?.split(",").filter(Boolean);
  const selected = only?.length ? SCENES.filter((s) => only.includes(s.name)) : SCENES;
  const tmp = await mkdtemp(join(tmpdir(), "scriptoria-videos-"));
  const browser = await launchBrowser();
  const assets = new Map<SceneSpec["name"], VideoAsset>();
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
      queue = queue.then(async () => {
        assets.set(spec.name, await encodeScene(spec, dir, pattern, posterFrame, keyframes));
      });
    }
    await queue;
  } finally {
    await browser.close();
    await queue.catch(() => undefined);
    await rm(tmp, { recursive: true, force: true });
  }
  if (selected.length !== SCENES.length) return;
  const get = (name: SceneSpec["name"]): VideoAsset => {
    const a = assets.get(name);
    if (!a) throw new Error(`media: video ${name} was not made`);
    return a;
  };
  const showcase: Record<ShowcaseKey, VideoAsset> = {
    editlatex: get("editlatex"),
    xpertreview: get("xpertreview"),
    xperttrack: get("xperttrack"),
  };
  await writeVideosModule(moduleFile, get("hero"), showcase);
}
