/**
 * What the editing screen sends for a preview, checked as a save is checked (the collection's
 * schema, the same messages), and made into what the pages read: a job opening as its file says
 * it, a news story as `npm run content` makes it (core/content-model/story.ts),
 * its pictures as the build makes them (photos.ts). A photo is looked for with the entry's saved
 * draft, then beside the published entry; one only chosen in the browser, not yet saved, is named
 * so that the screen shows it from the browser (`unsavedPhotoPath`).
 */
import { lstat } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { type CollectionData, ContentError, paragraphs, validateEntry } from "../../../core/content-model/load.ts";
import { maxPhotoBytes } from "../../../core/content-model/photo-limits.ts";
import { photoSlots, type RenditionSpec } from "../../../core/content-model/photo-renditions.ts";
import { storyOf } from "../../../core/content-model/story.ts";
import { galleryImages, newsImages } from "../../../core/copy/media/news.ts";
import type { RasterImage } from "../../../core/copy/media/types.ts";
import type { PreviewDraft, PreviewStory } from "../../../core/copy/preview-draft.ts";
import type { Database } from "../../db/database.ts";
import { Refusal } from "../content/refusal.ts";
import { readFileSafe } from "../content/safe-fs.ts";
import { draftPhoto, draftPhotoPaths, findDraft } from "../store/drafts.ts";
import { type PhotoSource, photoImage } from "./photos.ts";

/** Where a photo chosen in the browser but not saved yet is named: the screen shows it from there. */
export const unsavedPhotoPath = "/admin/preview/unsaved";

/** The pages each collection with a preview is shown on. */
export const previewViews = { news: ["story", "list", "home"], openings: ["opening", "careers"] } as const;

/** The preview's request: which page, and the entry as the screen holds it. */
export const previewRequest = z
  .strictObject({
    collection: z.enum(["news", "openings"], {
      error: "Only news stories and job openings have a preview of their pages",
    }),
    /** The entry's slug (its file's name): absent for a new entry. */
    slug: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,199}$/, "must be an entry's file name")
      .optional(),
    view: z.enum([...previewViews.news, ...previewViews.openings]),
    data: z.record(z.string(), z.unknown()),
  })
  .refine((request) => (previewViews[request.collection] as readonly string[]).includes(request.view), {
    path: ["view"],
    error: "is not a page this collection's entries are shown on",
  });

export type PreviewRequest = z.output<typeof previewRequest>;

export interface DraftSources {
  repoDir: string;
  db: Database;
  /** The client folder of the build being served. */
  root: string;
}

const illustrations: Record<string, RasterImage> = { ...newsImages, ...galleryImages };
const folder = "content/news";

/** The photo at `path`: the one saved with the entry's draft, or the one beside the published entry. */
async function photoSource(sources: DraftSources, slug: string | undefined, path: string): Promise<PhotoSource> {
  const key = { collection: "news", slug: slug ?? "" };
  const draft = slug ? await findDraft(sources.db, key) : undefined;
  if (draft && (await draftPhotoPaths(sources.db, key)).includes(path)) {
    return { version: `draft ${slug} ${path} ${draft.updatedAt}`, load: () => draftPhoto(sources.db, key, path) };
  }
  const file = await lstat(join(sources.repoDir, path)).catch(() => undefined);
  if (!file?.isFile()) return { version: "none", load: async () => undefined };
  return {
    version: `file ${path} ${file.size} ${file.mtimeMs}`,
    load: () => readFileSafe(sources.repoDir, path, maxPhotoBytes),
  };
}

/** A picture of the story: its illustration, its photo's renditions, or the photo as the browser has it. */
async function pictureOf(
  sources: DraftSources,
  request: PreviewRequest,
  value: { photo?: string | undefined; illustration?: string | undefined },
  spec: RenditionSpec,
  place: { suffix: string; field: string },
): Promise<RasterImage> {
  const name = `${request.slug ?? "new-story"}${place.suffix}`;
  if (!value.photo) {
    const image = illustrations[value.illustration ?? ""];
    if (image) return image;
    const file = `${folder}/${request.slug ?? "new-story"}.md`;
    const reason = `there is no illustration "${value.illustration}"`;
    throw new Refusal(422, `${file}: ${place.field}: ${reason}`, { file, field: place.field, reason });
  }
  const path = `${folder}/${value.photo}`;
  const image = await photoImage(sources.root, "news", name, await photoSource(sources, request.slug, path), spec);
  if (image) return image;
  const largest = spec.widths.at(-1) ?? 0;
  const aspect = spec.aspect ?? 1;
  return {
    base: `${unsavedPhotoPath}/${encodeURIComponent(value.photo)}`,
    width: largest,
    height: Math.round(largest / aspect),
    widths: [largest],
  };
}

/** The entry checked by its collection's schema; a 422 names the field and the reason as a save's would. */
function checked<C extends "news" | "openings">(collection: C, file: string, value: unknown): CollectionData<C> {
  try {
    return validateEntry(collection, file, value);
  } catch (error) {
    if (error instanceof ContentError) throw new Refusal(422, error.message, error.problem);
    throw error;
  }
}

/** What the preview puts in place of the published entry. */
export async function previewDraft(sources: DraftSources, request: PreviewRequest): Promise<PreviewDraft> {
  if (request.collection === "news") return { story: await previewStory(sources, request) };
  const file = `content/openings/${request.slug ?? "new-opening"}.yml`;
  const { closed, ...data } = checked("openings", file, request.data);
  return { opening: { ...data, file, closed: closed ?? false } };
}

/** The story the pages read, from what the screen sent. */
async function previewStory(sources: DraftSources, request: PreviewRequest): Promise<PreviewStory> {
  const file = `${folder}/${request.slug ?? "new-story"}.md`;
  const { body } = request.data;
  const data = checked("news", file, { ...request.data, body: typeof body === "string" ? paragraphs(body) : body });
  const gallery = [];
  for (const [index, item] of (data.gallery ?? []).entries()) {
    gallery.push({
      image: await pictureOf(sources, request, item, photoSlots.gallery, {
        suffix: `-${index + 1}`,
        field: `gallery.${index}.illustration`,
      }),
      caption: item.caption,
    });
  }
  const img = await pictureOf(sources, request, data, photoSlots.news, { suffix: "", field: "illustration" });
  // A new story's id is given by the renderer, as the build will give it (the next free one).
  const story = storyOf(data, img, gallery);
  const { gallery: _pictures, ...item } = story;
  return {
    story: { ...item, id: data.id === undefined ? "new" : story.id },
    ...(gallery.length > 0
      ? {
          gallery: {
            id: story.id,
            images: gallery.map((entry) => entry.image),
            captions: gallery.map((entry) => entry.caption),
          },
        }
      : {}),
  };
}
