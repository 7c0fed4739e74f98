/**
 * `npm run content` (the first step of build, dev, typecheck and the unit tests): reads every
 * collection under content/, validates each file, gives a new news story the next free id
 * (written into its file once), makes the renditions of editors' photos and writes the typed
 * modules core/copy/generated/*.ts that the pages, the prerender list, the scripts and the
 * server import. Stops with the file, the field and the reason at the first file that is wrong.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import {
  assertUnique,
  ContentError,
  contentDir,
  type Entry,
  loadCollection,
  repoRoot,
} from "../../core/content-model/load.ts";
import { nextStoryId, withStoryId } from "../../core/content-model/news-ids.ts";
import { photoSlots, type RenditionSpec } from "../../core/content-model/photo-renditions.ts";
import { type CollectionName, sampleCategorySlugs } from "../../core/content-model/schemas.ts";
import { storyOf } from "../../core/content-model/story.ts";
import { leaderPortraits } from "../../core/copy/media/about.ts";
import { galleryImages, newsImages } from "../../core/copy/media/news.ts";
import { sampleImages } from "../../core/copy/media/samples.ts";
import type { RasterImage } from "../../core/copy/media/types.ts";
import { type PhotoStats, photoRenditions, pruneRenditions } from "./photos.ts";

/** Where the modules go: core/copy/generated/, or CONTENT_OUT_DIR/generated (the tests' copies). */
export const generatedDir = process.env.CONTENT_OUT_DIR
  ? join(process.env.CONTENT_OUT_DIR, "generated")
  : join(repoRoot, "core", "copy", "generated");

function byOrder<T extends { order: number }>(entries: Entry<T>[]): Entry<T>[] {
  return entries.toSorted((a, b) => a.data.order - b.data.order || a.name.localeCompare(b.name));
}

/** Gives each story without an id the next free number, and writes it into the story's file. */
function assignNewsIds(entries: Entry<{ id?: number | undefined }>[]): void {
  let next = nextStoryId(entries.map((entry) => entry.data.id));
  for (const entry of entries) {
    if (entry.data.id !== undefined) continue;
    writeFileSync(entry.path, withStoryId(readFileSync(entry.path, "utf8"), next));
    console.log(`content: ${entry.file} is story ${next} (/company/Newsdetail/${next}); commit the file with its id`);
    entry.data.id = next++;
  }
}

export async function buildContent(): Promise<{ files: number; photos: PhotoStats }> {
  const stats: PhotoStats = { encoded: 0, cached: 0 };
  const used = new Set<string>();

  async function picture(
    entry: Entry<unknown>,
    collection: CollectionName,
    value: { photo?: string | undefined; illustration?: string | undefined },
    illustrations: Record<string, RasterImage>,
    slot: RenditionSpec,
    suffix = "",
  ): Promise<RasterImage> {
    if (value.photo) {
      return photoRenditions(
        join(dirname(entry.path), value.photo),
        collection,
        `${entry.name}${suffix}`,
        slot,
        stats,
        used,
      );
    }
    const image = illustrations[value.illustration ?? ""];
    if (!image) throw new ContentError(`${entry.file}: illustration: there is no illustration "${value.illustration}"`);
    return image;
  }

  const news = loadCollection("news");
  assertUnique(news, (data) => data.id, "id");
  assignNewsIds(news);
  const newsIllustrations = { ...newsImages, ...galleryImages };
  const stories = [];
  for (const entry of news.toSorted(
    (a, b) => b.data.date.localeCompare(a.data.date) || (b.data.id ?? 0) - (a.data.id ?? 0),
  )) {
    const { data } = entry;
    const gallery = [];
    for (const [index, item] of (data.gallery ?? []).entries()) {
      gallery.push({
        image: await picture(entry, "news", item, newsIllustrations, photoSlots.gallery, `-${index + 1}`),
        caption: item.caption,
      });
    }
    const img = await picture(entry, "news", data, newsIllustrations, photoSlots.news);
    stories.push({ file: entry.file, removed: data.removed ?? false, ...storyOf(data, img, gallery) });
  }

  const openings = byOrder(loadCollection("openings"));
  assertUnique(openings, (data) => data.slug.toLowerCase(), "slug");

  const clients = byOrder(loadCollection("clients"));
  for (const entry of clients) {
    if (!existsSync(join(repoRoot, "public", "media", "clients", `${entry.name}.svg`))) {
      throw new ContentError(`${entry.file}: (the file): there is no logo public/media/clients/${entry.name}.svg`);
    }
  }
  const clientNames = new Set(clients.map((entry) => entry.data.name));

  const testimonials = byOrder(loadCollection("testimonials"));
  for (const entry of testimonials) {
    if (!clientNames.has(entry.data.publisher)) {
      throw new ContentError(
        `${entry.file}: publisher: "${entry.data.publisher}" is not one of the clients in content/clients/`,
      );
    }
  }

  const leaders = [];
  for (const entry of byOrder(loadCollection("leaders"))) {
    leaders.push({
      id: entry.name,
      img: await picture(entry, "leaders", entry.data, leaderPortraits, photoSlots.leaders),
      alt: entry.data.alt,
      name: entry.data.name,
      role: entry.data.role,
      body: entry.data.body,
    });
  }

  const samples = [];
  for (const entry of byOrder(loadCollection("samples"))) {
    samples.push({
      category: entry.data.category,
      image: await picture(entry, "samples", entry.data, sampleImages, photoSlots.samples),
      caption: entry.data.caption,
      alt: entry.data.alt,
    });
  }
  for (const slug of sampleCategorySlugs) {
    if (!samples.some((sample) => sample.category === slug)) {
      throw new ContentError(`content/samples: category: no sample work shows ${slug}; its page would be empty`);
    }
  }

  const offices = byOrder(loadCollection("offices"));
  assertUnique(offices, (data) => data.id, "id");

  const modules: Record<string, [string, string, unknown][]> = {
    news: [["storyFiles", "readonly StoryData[]", stories]],
    openings: [
      [
        "openingFiles",
        "readonly OpeningData[]",
        openings.map(({ file, data }) => ({ file, ...data, closed: data.closed ?? false })),
      ],
    ],
    about: [
      ["leaderFiles", "readonly LeaderData[]", leaders],
      [
        "testimonialFiles",
        "readonly TestimonialData[]",
        testimonials.map(({ data: { order: _order, ...testimonial } }) => testimonial),
      ],
    ],
    samples: [["sampleFiles", "readonly SampleData[]", samples]],
    offices: [["officeFiles", "readonly OfficeData[]", offices.map(({ data }) => data)]],
    clients: [
      [
        "clientFiles",
        "readonly ClientData[]",
        clients.map(({ name, data }) => ({ name: data.name, slug: name, logo: `/media/clients/${name}.svg` })),
      ],
    ],
  };
  mkdirSync(generatedDir, { recursive: true });
  for (const [module, exports] of Object.entries(modules)) {
    const lines = [
      "// Written by scripts/content/build-content.ts from content/ (npm run content). Do not edit: edit the files under content/.",
      `import type { ${exports.map(([, type]) => type.replace("readonly ", "").replace("[]", "")).join(", ")} } from "../../content-model/types.ts";`,
      ...exports.map(([name, type, value]) => `\nexport const ${name}: ${type} = ${JSON.stringify(value, null, 2)};`),
      "",
    ];
    writeFileSync(join(generatedDir, `${module}.ts`), lines.join("\n"));
  }
  const removedPhotos = pruneRenditions(used);
  const files =
    news.length +
    openings.length +
    clients.length +
    testimonials.length +
    leaders.length +
    samples.length +
    offices.length;
  console.log(
    `content: ${files} files from ${contentDir} valid; photos: ${stats.encoded} renditions encoded, ${stats.cached} cached, ${removedPhotos} stale removed`,
  );
  return { files, photos: stats };
}

if (import.meta.main) {
  try {
    await buildContent();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(`content: ${error.message}`);
    process.exitCode = 1;
  }
}
