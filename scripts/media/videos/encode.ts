/**
 * ffmpeg/ffprobe wrappers: PNG frame sequence to WebM (AV1 or VP9) and MP4 (H.264, faststart),
 * 8-bit 4:2:0, no audio, BT.709 tagged, raising the constant-quality value until each file fits
 * its budget; and the MIME type with codecs that a `<source>` names each file by.
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
  /** ffprobe's profile name: "Main" (AV1), "High" (H.264), "Profile 0" (VP9). */
  profile: string;
  /** AV1: seq_level_idx; H.264: level_idc (31 for 3.1); VP9: not reported. */
  level: number;
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
    profile?: string;
    level?: number;
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
    profile: video.profile ?? "",
    level: video.level ?? -1,
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

/** Two hex digits of an H.264 profile_idc. */
const H264_PROFILES: Record<string, string> = { Main: "4d", High: "64" };
const AV1_PROFILES: Record<string, number> = { Main: 0, High: 1, Professional: 2 };

/**
 * The `type` of a `<source>` for a file: container and codec string (RFC 6381; AV1 and VP9 as
 * their ISO-BMFF bindings define), so a browser that cannot decode it moves on to the next.
 */
export function sourceType(p: Probe): string {
  const depth = p.pixFmt.includes("10") ? "10" : "08";
  if (p.codec === "av1") {
    const profile = AV1_PROFILES[p.profile];
    if (profile === undefined || p.level < 0) throw new Error(`av1: unknown profile ${p.profile} or level ${p.level}`);
    // SVT-AV1 writes the main tier unless told otherwise.
    return `video/webm; codecs="av01.${profile}.${String(p.level).padStart(2, "0")}M.${depth}"`;
  }
  if (p.codec === "vp9") return `video/webm; codecs="vp9"`;
  if (p.codec === "h264") {
    const profile = H264_PROFILES[p.profile];
    if (!profile || p.level <= 0) throw new Error(`h264: unknown profile ${p.profile} or level ${p.level}`);
    return `video/mp4; codecs="avc1.${profile}00${p.level.toString(16).padStart(2, "0")}"`;
  }
  throw new Error(`no source type for codec ${p.codec}`);
}

export type Codec = "av1" | "vp9" | "h264";

/** File extension (and container) of each codec. */
export const containerOf: Record<Codec, "webm" | "mp4"> = { av1: "webm", vp9: "webm", h264: "mp4" };

export interface EncodeJob {
  /** printf-style PNG pattern, e.g. /tmp/x/f%05d.png */
  pattern: string;
  fps: number;
  width: number;
  height: number;
  /** Keep only the middle of each frame, this many rendered pixels wide (full height), then scale. */
  cropWidth?: number;
  tune: "film" | "animation";
  keyframeEvery: number;
  /** Extra keyframes, in seconds (see SceneHandle.keyframes). */
  keyframes: readonly number[];
}

/** One file of a job: its codec, starting constant-quality value and most bytes allowed. */
export interface EncodeTarget {
  codec: Codec;
  file: string;
  crf: number;
  maxBytes: number;
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
    `${job.cropWidth ? `crop=${job.cropWidth}:ih,` : ""}scale=${job.width}:${job.height}:flags=lanczos:out_color_matrix=bt709:out_range=tv,format=yuv420p`,
    ...COLOR,
    "-r",
    String(job.fps),
    "-g",
    String(Math.round(job.fps * job.keyframeEvery)),
    ...(job.keyframes.length ? ["-force_key_frames", job.keyframes.map((k) => k.toFixed(3)).join(",")] : []),
  ];
}

function av1Args(job: EncodeJob, crf: number, file: string): string[] {
  return [
    ...inputArgs(job),
    "-c:v",
    "libsvtav1",
    // Preset 6 took half the time of preset 4 for a file 3 % larger.
    "-preset",
    "6",
    "-crf",
    String(crf),
    "-f",
    "webm",
    file,
  ];
}

function vp9Args(job: EncodeJob, crf: number, file: string): string[] {
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
    file,
  ];
}

function x264Args(job: EncodeJob, crf: number, file: string): string[] {
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
    // Above 720p x264 would pick level 5.0 for its reference frames; 4.0 is what every device plays.
    ...(job.width * job.height > 1280 * 720 ? ["-level:v", "4.0"] : []),
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    "-f",
    "mp4",
    file,
  ];
}

/** Arguments per codec, and how far the constant-quality value rises per attempt. */
const CODECS: Record<Codec, { step: number; args: (job: EncodeJob, crf: number, file: string) => string[] }> = {
  av1: { step: 3, args: av1Args },
  vp9: { step: 3, args: vp9Args },
  h264: { step: 2, args: x264Args },
};

/** Encodes one file, raising the constant-quality value until it fits its budget. */
export async function encode(job: EncodeJob, target: EncodeTarget): Promise<EncodeResult> {
  const { file, maxBytes } = target;
  const { step, args } = CODECS[target.codec];
  for (let crf = target.crf, tries = 0; tries < 6; crf += step, tries++) {
    const started = Date.now();
    await exec(FFMPEG, args(job, crf, file));
    const bytes = (await stat(file)).size;
    console.log(
      `media: encoded ${file.split("/").pop()} at crf ${crf} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (bytes <= maxBytes) return { file, bytes, crf };
    console.warn(`media: ${file} is ${bytes} bytes at crf ${crf}, over ${maxBytes}; trying crf ${crf + step}`);
  }
  throw new Error(`${file}: cannot fit ${maxBytes} bytes`);
}
