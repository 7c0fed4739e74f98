/**
 * The pictures of a previewed draft. A photo the live site already shows (the same bytes, the
 * same slot) is named by its published renditions. Another, a draft's new photo, is cut and
 * encoded on demand exactly as the build will (core/content-model/photo-renditions.ts), in the
 * photo decode queue, and served at /admin/preview/photos/ from memory: the photos and their
 * renditions are kept for a while, within a bound of bytes, the least recently used going first.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  type RenditionFormat,
  type RenditionPlan,
  type RenditionSpec,
  renditionImage,
} from "../../../core/content-model/photo-renditions.ts";
import type { RasterImage } from "../../../core/copy/media/types.ts";
import { renditionIfRoom, renditionPlanIfRoom } from "../content/photo-queue.ts";
import { Refusal } from "../content/refusal.ts";

/** Where the preview's own renditions are served. */
export const previewPhotosPath = "/admin/preview/photos";

/** Least recently used first out, within `maxBytes`. */
class ByteCache<T extends { byteLength: number }> {
  readonly #items = new Map<string, T>();
  #bytes = 0;
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get(key: string): T | undefined {
    const item = this.#items.get(key);
    if (item) {
      this.#items.delete(key);
      this.#items.set(key, item);
    }
    return item;
  }

  set(key: string, item: T): void {
    this.#remove(key);
    this.#items.set(key, item);
    this.#bytes += item.byteLength;
    for (const [oldest] of this.#items) {
      if (this.#bytes <= this.maxBytes || oldest === key) break;
      this.#remove(oldest);
    }
  }

  #remove(key: string): void {
    const item = this.#items.get(key);
    if (!item) return;
    this.#items.delete(key);
    this.#bytes -= item.byteLength;
  }
}

interface Source {
  bytes: Uint8Array;
  plan: RenditionPlan;
  byteLength: number;
}

/** Five photos of 20 MB, or many more of the usual few megabytes. */
const sources = new ByteCache<Source>(100 * 1024 * 1024);
const renditions = new ByteCache<Buffer>(32 * 1024 * 1024);

/** Where a photo comes from, and what changes when it does (a draft's time, a file's size and time). */
export interface PhotoSource {
  version: string;
  load(): Promise<Uint8Array | undefined>;
}

/** The plans of the photos previewed lately, by source and slot: a keystroke reads no photo again. */
const plans = new Map<string, RenditionPlan>();
const plansKept = 500;

function livePlan(root: string, folder: string, plan: RenditionPlan): boolean {
  return plan.widths.every((width) => existsSync(join(root, folder, `${plan.stem}-${width}.webp`)));
}

/**
 * The picture a page shows for the photo of entry `name` in `spec`'s slot: its published
 * renditions where the live build (client folder `root`) has them, the preview's otherwise;
 * undefined when the source has no photo. The photo is read and hashed (in the photo process)
 * only when its source changed or its bytes were let go.
 */
export async function photoImage(
  root: string,
  collection: string,
  name: string,
  source: PhotoSource,
  spec: RenditionSpec,
): Promise<RasterImage | undefined> {
  const published = `/media/photos/${collection}`;
  const key = JSON.stringify([source.version, name, spec]);
  const known = plans.get(key);
  if (known && livePlan(root, published, known)) return renditionImage(published, known);
  if (known && sources.get(known.stem)) return renditionImage(previewPhotosPath, known);
  const bytes = await source.load();
  if (!bytes) return undefined;
  const plan = await renditionPlanIfRoom(bytes, name, spec);
  if (plan === undefined) throw new Refusal(503, "The server is busy with other photos; the preview comes again");
  if (plan === null) throw new Refusal(422, `The photo of ${name} could not be read`);
  plans.delete(key);
  plans.set(key, plan);
  for (const [oldest] of plans) {
    if (plans.size <= plansKept) break;
    plans.delete(oldest);
  }
  if (livePlan(root, published, plan)) return renditionImage(published, plan);
  sources.set(plan.stem, { bytes, plan, byteLength: bytes.byteLength });
  return renditionImage(previewPhotosPath, plan);
}

const fileName = /^([\w.-]+-[0-9a-f]{10})-(\d+)\.(avif|webp)$/;

/**
 * A rendition of a previewed photo, by its file name (`${stem}-${width}.${format}`): undefined
 * when the name is none of a photo previewed lately; a 503 when the decode queue is full.
 */
export async function previewRendition(file: string): Promise<Buffer | undefined> {
  const cached = renditions.get(file);
  if (cached) return cached;
  const [, stem = "", width, format] = fileName.exec(file) ?? [];
  const source = sources.get(stem);
  if (!source?.plan.widths.includes(Number(width))) return undefined;
  const made = await renditionIfRoom(source.bytes, Number(width), source.plan.aspect, format as RenditionFormat);
  if (made === undefined)
    throw new Refusal(503, "The server is busy with other photos; the preview's photo comes later");
  if (made === null) return undefined;
  renditions.set(file, made);
  return made;
}
