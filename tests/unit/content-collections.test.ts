/**
 * The collections under content/: every file of the repository is valid, and the build stops at
 * a wrong file, naming the file, the field and the reason, for each collection. The build runs
 * as a child process on a copy of content/ with one file broken.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { loadCollection, repoRoot } from "../../core/content-model/load.ts";
import { type CollectionName, collections } from "../../core/content-model/schemas.ts";
import { news, removedNews } from "../../core/copy/news.ts";

const copies: string[] = [];

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of content/ (in a folder named content, as editors see it), changed by `edit`, and the build's answer. */
function buildWith(edit: (dir: string) => void): { status: number | null; output: string } {
  const parent = mkdtempSync(join(tmpdir(), "content-"));
  copies.push(parent);
  const dir = join(parent, "content");
  cpSync(join(repoRoot, "content"), dir, { recursive: true });
  edit(dir);
  const result = spawnSync(process.execPath, [join(repoRoot, "scripts/content/build-content.ts")], {
    env: { ...process.env, CONTENT_DIR: dir, CONTENT_OUT_DIR: join(parent, "out") },
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function replaceIn(dir: string, file: string, from: RegExp, to: string): void {
  const path = join(dir, file);
  const text = readFileSync(path, "utf8");
  expect(text).toMatch(from);
  writeFileSync(path, text.replace(from, to));
}

/** For each collection: one file, one broken field, and what the build must say. */
const broken: Record<CollectionName, { file: string; from: RegExp; to: string; message: string }> = {
  news: {
    file: "news/2023-12-stm-week-london.md",
    from: /^date: .*$/m,
    to: "date: 5 December 2023",
    message: "content/news/2023-12-stm-week-london.md: date: must be a date written YYYY-MM-DD",
  },
  openings: {
    file: "openings/dot-net-developer.yml",
    from: /^title: .*\n/m,
    to: "",
    message: "content/openings/dot-net-developer.yml: title: is required",
  },
  samples: {
    file: "samples/artwork-02-participant-flow-diagram-randomised.yml",
    from: /^category: .*$/m,
    to: "category: Posters",
    message:
      "content/samples/artwork-02-participant-flow-diagram-randomised.yml: category: must be one of Composition, Artwork, DigitalConversion, XMLTransformation, FlashToHTML5",
  },
  leaders: {
    file: "leaders/rebecca-lawson.md",
    from: /^alt: .*\n/m,
    to: "",
    message: "content/leaders/rebecca-lawson.md: alt: is required",
  },
  testimonials: {
    file: "testimonials/thomas-avery.yml",
    from: /^avatar: .*$/m,
    to: "avatar: robot",
    message: "content/testimonials/thomas-avery.yml: avatar: must be female or male",
  },
  offices: {
    file: "offices/frankfurt.yml",
    from: /^ {2}tel: .*$/m,
    to: '  tel: "069 5000 2020"',
    message: "content/offices/frankfurt.yml: phone.tel: must be the number in international form, e.g. +496950002020",
  },
  clients: {
    file: "clients/saltmarsh-books.yml",
    from: /^order: .*$/m,
    to: "order: first",
    message: "content/clients/saltmarsh-books.yml: order: must be a number",
  },
};

describe("content collections", () => {
  it("every file of the repository is valid", () => {
    for (const collection of Object.keys(collections) as CollectionName[]) {
      expect(loadCollection(collection).length, collection).toBeGreaterThan(0);
    }
  });

  for (const [collection, wrong] of Object.entries(broken)) {
    it(`the build stops at a wrong ${collection} file, naming the file, the field and the reason`, () => {
      const { status, output } = buildWith((dir) => replaceIn(dir, wrong.file, wrong.from, wrong.to));
      expect(status).toBe(1);
      expect(output).toContain(wrong.message);
    });
  }

  it("refuses a field no schema has (a misspelt name)", () => {
    const { status, output } = buildWith((dir) =>
      replaceIn(dir, "offices/chennai.yml", /^hours: /m, "opening_hours: "),
    );
    expect(status).toBe(1);
    expect(output).toContain("content/offices/chennai.yml: (the file): unknown field opening_hours");
  });

  it("refuses two stories with the same id", () => {
    const { status, output } = buildWith((dir) =>
      replaceIn(dir, "news/2019-02-editlatex-launch.md", /^id: 9$/m, "id: 3"),
    );
    expect(status).toBe(1);
    expect(output).toMatch(/content\/news\/.*\.md: id: 3 is already used by content\/news\/.*\.md/);
  });

  it("gives a new story the next free id and writes it into the story's file", () => {
    let file = "";
    const { status, output } = buildWith((dir) => {
      file = join(dir, "news", "2024-01-new-story.md");
      const text = readFileSync(join(dir, "news", "2023-12-stm-week-london.md"), "utf8");
      writeFileSync(file, text.replace(/^id: 0\n/m, "").replace(/^date: .*$/m, "date: 2024-01-10"));
    });
    expect(output).toContain("content/news/2024-01-new-story.md is story 13");
    expect(status).toBe(0);
    expect(readFileSync(file, "utf8")).toMatch(/^---\nid: 13\n/);
  });

  it("refuses a photo that is not an image, or larger than 20 MB, naming the file", async () => {
    const notImage = buildWith((dir) => {
      writeFileSync(join(dir, "news", "stand.jpg"), "not a picture");
      replaceIn(dir, "news/2023-12-stm-week-london.md", /^illustration: .*$/m, "photo: stand.jpg");
    });
    expect(notImage.status).toBe(1);
    expect(notImage.output).toContain("content/news/stand.jpg: not an image");

    const big = await sharp({ create: { width: 16, height: 10, channels: 3, background: "#336" } })
      .jpeg()
      .toBuffer();
    const tooLarge = buildWith((dir) => {
      writeFileSync(join(dir, "leaders", "portrait.jpg"), Buffer.concat([big, Buffer.alloc(21 * 1024 * 1024)]));
      replaceIn(dir, "leaders/rebecca-lawson.md", /^illustration: .*$/m, "photo: portrait.jpg");
    });
    expect(tooLarge.status).toBe(1);
    expect(tooLarge.output).toContain("content/leaders/portrait.jpg: the photo is 21.0 MB; at most 20 MB is accepted");
  });

  it("orders the stories newest first and keeps their ids", () => {
    const dates = news.map((item) => item.isoDate);
    expect(dates).toEqual(dates.toSorted().reverse());
    expect(news.map((item) => item.id).toSorted((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 13 }, (_, index) => String(index)),
    );
    expect(removedNews).toEqual([]);
  });
});
