/**
 * An upload never changes a photo another entry shows. Story A shows `photo.jpg`; an editor
 * uploads a different `photo.jpg` with story B: it is saved under a name of its own
 * (`photo-<hash>.jpg`), B's file names that, and A, its photo and its pages are untouched. B
 * cannot take up A's plain-named photo by naming it (what declining the screen's "replace?"
 * question did); it can share A's upload by its unique name. A screen that still sends the
 * name it uploaded gets its own photo, not A's. Names that differ only in case are refused.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ContentApi, startContentApi, storyWithPhoto } from "./fixtures/content-api.ts";

let api: ContentApi;

beforeEach(async () => {
  api = await startContentApi();
});

afterEach(async () => {
  await api.close();
});

/** A small JPEG of one colour: different colours are different photos. */
function jpeg(r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width: 160, height: 100, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();
}

const story = (id: number, headline: string, photo: string) => storyWithPhoto(photo, { id, headline });

const storyA = "content/news/2026-05-story-a.md";
const storyB = "content/news/2026-05-story-b.md";

function saveStory(path: string, raw: string, assets: { path: string; bytes: Buffer }[] = [], newEntry = true) {
  return api.post("persistEntry", {
    branch: "main",
    dataFiles: [{ slug: path.split("/").at(-1)?.replace(".md", ""), path, raw }],
    assets: assets.map(({ path, bytes }) => ({ path, content: bytes.toString("base64"), encoding: "base64" })),
    options: { commitMessage: `Save ${path}`, useWorkflow: false, newEntry },
  });
}

function head(): string {
  return api.git("rev-parse", "HEAD").trim();
}

/** The photo a story's file names. */
function photoOf(path: string): string {
  return /^photo: (.+)$/m.exec(readFileSync(join(api.dir, path), "utf8"))?.[1] ?? "";
}

function blob(path: string): string {
  return api.git("rev-parse", `HEAD:${path}`).trim();
}

/** Commits story A with a plain-named photo, as content saved before uploads were renamed. */
async function storyAWithPlainPhoto(): Promise<void> {
  writeFileSync(join(api.dir, "content/news/photo.jpg"), await jpeg(200, 30, 30));
  writeFileSync(join(api.dir, storyA), story(50, "Story A", "photo.jpg"));
  api.git("add", "content/news");
  api.git("-c", "user.name=Set-up", "-c", "user.email=setup@example.com", "commit", "-q", "-m", "Story A");
}

describe("a photo of the same name as another story's", () => {
  it("is saved under a name of its own; the other story, its photo and its pages stay as they were", async () => {
    const saveA = await saveStory(storyA, story(50, "Story A", "photo.jpg"), [
      { path: "content/news/photo.jpg", bytes: await jpeg(200, 30, 30) },
    ]);
    expect(saveA.statusCode).toBe(200);
    const photoA = photoOf(storyA);
    expect(photoA).toMatch(/^photo-[0-9a-f]{10}\.jpg$/);
    const blobA = blob(`content/news/${photoA}`);
    const fileA = blob(storyA);
    api.published.length = 0;

    const saveB = await saveStory(storyB, story(51, "Story B", "photo.jpg"), [
      { path: "content/news/photo.jpg", bytes: await jpeg(30, 30, 200) },
    ]);
    expect(saveB.statusCode).toBe(200);
    const photoB = photoOf(storyB);
    expect(photoB).toMatch(/^photo-[0-9a-f]{10}\.jpg$/);
    expect(photoB).not.toBe(photoA);
    // Only B's files in the commit; A's file and photo are the same blobs.
    expect(api.git("show", "--name-only", "--format=", "HEAD").trim().split("\n").sort()).toEqual(
      [`content/news/${photoB}`, storyB].sort(),
    );
    expect(blob(`content/news/${photoA}`)).toBe(blobA);
    expect(blob(storyA)).toBe(fileA);
    expect(photoOf(storyA)).toBe(photoA);
    expect(api.published.at(-1)?.pagePaths).toEqual(["/company/Newsdetail/51", "/company/News", "/"]);
  });

  it("leaves a plain-named photo another story shows untouched, and refuses to let a story take it up by its name", async () => {
    await storyAWithPlainPhoto();
    const blobA = blob("content/news/photo.jpg");

    const uploaded = await saveStory(storyB, story(51, "Story B", "photo.jpg"), [
      { path: "content/news/photo.jpg", bytes: await jpeg(30, 30, 200) },
    ]);
    expect(uploaded.statusCode).toBe(200);
    expect(photoOf(storyB)).toMatch(/^photo-[0-9a-f]{10}\.jpg$/);
    expect(blob("content/news/photo.jpg")).toBe(blobA);

    // Declining "replace?" in the screen sends the story naming the other story's photo, without the upload.
    const before = head();
    const declined = await saveStory("content/news/2026-05-story-c.md", story(52, "Story C", "photo.jpg"));
    expect(declined.statusCode).toBe(409);
    expect(declined.json()).toMatchObject({ file: "content/news/2026-05-story-c.md", field: "photo" });
    expect(declined.json<{ error: string }>().error).toMatch(
      /is the photo of content\/news\/2026-05-story-a\.md; upload the photo with this entry/,
    );
    expect(head()).toBe(before);
  });

  it("lets a story share another's upload by its unique name", async () => {
    await saveStory(storyA, story(50, "Story A", "photo.jpg"), [
      { path: "content/news/photo.jpg", bytes: await jpeg(200, 30, 30) },
    ]);
    const photoA = photoOf(storyA);
    const shared = await saveStory(storyB, story(51, "Story B", photoA));
    expect(shared.statusCode).toBe(200);
    expect(photoOf(storyB)).toBe(photoA);
  });

  it("keeps a story on its own upload when the screen sends the name it uploaded again", async () => {
    await storyAWithPlainPhoto();
    const bytes = await jpeg(30, 200, 30);
    const first = await saveStory(storyB, story(51, "Story B", "photo.jpg"), [
      { path: "content/news/photo.jpg", bytes },
    ]);
    expect(first.statusCode).toBe(200);
    const own = photoOf(storyB);
    const files = api.git("ls-files", "content/news/*.jpg");

    // The screen keeps the upload as part of the entry and sends it again with the next save.
    const again = await saveStory(
      storyB,
      story(51, "Story B again", "photo.jpg"),
      [{ path: "content/news/photo.jpg", bytes }],
      false,
    );
    expect(again.statusCode).toBe(200);
    expect(photoOf(storyB)).toBe(own);
    // Or sends the name alone: it still means the story's own photo, not story A's photo.jpg.
    const nameOnly = await saveStory(storyB, story(51, "Story B once more", "photo.jpg"), [], false);
    expect(nameOnly.statusCode).toBe(200);
    expect(photoOf(storyB)).toBe(own);
    expect(readFileSync(join(api.dir, storyB), "utf8")).toContain("headline: Story B once more");
    expect(api.git("ls-files", "content/news/*.jpg")).toBe(files);
  });
});

describe("names that differ only in case", () => {
  it("refuses a photo whose name differs from another's only in case", async () => {
    const bytes = await jpeg(90, 90, 90);
    const first = await api.post("persistMedia", {
      asset: { path: "content/news/casing.jpg", content: bytes.toString("base64"), encoding: "base64" },
      options: { commitMessage: "Add photo" },
    });
    expect(first.statusCode).toBe(200);
    const before = head();
    const second = await api.post("persistMedia", {
      asset: { path: "content/news/CASING.jpg", content: bytes.toString("base64"), encoding: "base64" },
      options: { commitMessage: "Add photo" },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ error: string }>().error).toMatch(
      /differs only in case from "content\/news\/casing-[0-9a-f]{10}\.jpg"/,
    );
    expect(head()).toBe(before);
    expect(api.git("status", "--porcelain", "--untracked-files=all")).toBe("");
  });

  it("refuses a new entry whose file name differs from another's only in case", async () => {
    const existing = api.git("ls-files", "content/news/*.md").split("\n")[0] ?? "";
    const shouted = existing.replace(/[^/]+$/, (name) => name.replace(/\.md$/, "").toUpperCase().concat(".md"));
    const before = head();
    const answer = await saveStory(shouted, story(60, "Shouted", "x.jpg"), [
      { path: "content/news/x.jpg", bytes: await jpeg(10, 10, 10) },
    ]);
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ error: string }>().error).toContain(`differs only in case from "${existing}"`);
    expect(head()).toBe(before);
    expect(api.git("status", "--porcelain", "--untracked-files=all")).toBe("");
  });
});
