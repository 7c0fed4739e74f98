/**
 * ffmpeg/ffprobe wrappers: PNG frame sequence to WebM (VP9) and MP4 (H.264, yuv420p, faststart),
 * no audio, BT.709 tagged, raising the constant-quality value until each file fits its budget.
 */
import { spawn } from "node:child_process";
import { stat } from "node:fs/promises";

const FFMPEG = process.env.FFMPEG_PATH ?? "/usr/bin/ffmpeg";
const FFPROBE = process.env.FFPROBE_PATH ?? "/usr/bin/ffprobe";

function exec(cmd: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on("data", (d: Buffer) => {
      err += d.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}:\n${err.slice(-2000)}`));
    });
  });
}

export interface Probe {
  codec: string;
  width: number;
  height: number;
  pixFmt: string;
  fps: number;
  frames: number;
  duration: number;
  streams: number;
  bytes: number;
}

interface FfprobeJson {
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    pix_fmt?: string;
    avg_frame_rate?: string;
    nb_read_frames?: string;
  }[];
  format?: { duration?: string; size?: string };
}

export async function probe(file: string): Promise<Probe> {
  const json = JSON.parse(
    await exec(FFPROBE, ["-v", "error", "-count_frames", "-show_streams", "-show_format", "-of", "json", file]),
  ) as FfprobeJson;
  const video = json.streams?.find((s) => s.codec_type === "video");
  if (!video) throw new Error(`${file}: no video stream`);
  const [num = "0", den = "1"] = (video.avg_frame_rate ?? "0/1").split("/");
  return {
    codec: video.codec_name ?? "",
    width: video.width ?? 0,
    height: video.height ?? 0,
    pixFmt: video.pix_fmt ?? "",
    fps: Number(num) / Number(den),
    frames: Number(video.nb_read_frames ?? 0),
    duration: Number(json.format?.duration ?? 0),
    streams: json.streams?.length ?? 0,
    bytes: Number(json.format?.size ?? 0),
  };
}

export interface EncodeJob {
  /** printf-style PNG pattern, e.g. /tmp/x/f%05d.png */
  pattern: string;
  fps: number;
  width: number;
  height: number;
  tune: "film" | "animation";
  keyframeEvery: number;
  /** Extra keyframes, in seconds (see SceneHandle.keyframes). */
  keyframes: readonly number[];
  crf: { vp9: number; x264: number };
  maxBytes: number;
  webm: string;
  mp4: string;
}

export interface EncodeResult {
  file: string;
  bytes: number;
  crf: number;
}

const COLOR = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv"];

function inputArgs(job: EncodeJob): string[] {
  return [
    "-y",
    "-hide_banner",
    "-loglevel",
    "error",
    "-framerate",
    String(job.fps),
    "-i",
    job.pattern,
    "-an",
    "-vf",
    `scale=${job.width}:${job.height}:flags=lanczos:out_color_matrix=bt709:out_range=tv,format=yuv420p`,
    ...COLOR,
    "-r",
    String(job.fps),
    "-g",
    String(Math.round(job.fps * job.keyframeEvery)),
    ...(job.keyframes.length ? ["-force_key_frames", job.keyframes.map((k) => k.toFixed(3)).join(",")] : []),
  ];
}

function vp9Args(job: EncodeJob, crf: number): string[] {
  return [
    ...inputArgs(job),
    "-c:v",
    "libvpx-vp9",
    "-crf",
    String(crf),
    "-b:v",
    "0",
    // Realtime mode is several times faster than "good" on two cores; the budgets leave room for
    // its somewhat larger files.
    "-deadline",
    "realtime",
    "-cpu-used",
    "6",
    "-row-mt",
    "1",
    "-tile-columns",
    "1",
    "-threads",
    "2",
    "-auto-alt-ref",
    "1",
    "-lag-in-frames",
    "25",
    "-f",
    "webm",
    job.webm,
  ];
}

function x264Args(job: EncodeJob, crf: number): string[] {
  return [
    ...inputArgs(job),
    "-c:v",
    "libx264",
    "-preset",
    "medium",
    "-tune",
    job.tune,
    "-crf",
    String(crf),
    "-profile:v",
    "high",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    "-f",
    "mp4",
    job.mp4,
  ];
}

async function encodeWithin(
  file: string,
  start: number,
  step: number,
  maxBytes: number,
  args: (crf: number) => string[],
): Promise<EncodeResult> {
  for (let crf = start, tries = 0; tries < 6; crf += step, tries++) {
    const started = Date.now();
    await exec(FFMPEG, args(crf));
    const bytes = (await stat(file)).size;
    console.log(
      `media: encoded ${file.split("/").pop()} at crf ${crf} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (bytes <= maxBytes) return { file, bytes, crf };
    console.warn(`media: ${file} is ${bytes} bytes at crf ${crf}, over ${maxBytes}; trying crf ${crf + step}`);
  }
  throw new Error(`${file}: cannot fit ${maxBytes} bytes`);
}

export async function encodeBoth(job: EncodeJob): Promise<{ webm: EncodeResult; mp4: EncodeResult }> {
  const webm = await encodeWithin(job.webm, job.crf.vp9, 3, job.maxBytes, (crf) => vp9Args(job, crf));
  const mp4 = await encodeWithin(job.mp4, job.crf.x264, 2, job.maxBytes, (crf) => x264Args(job, crf));
  return { webm, mp4 };
}
