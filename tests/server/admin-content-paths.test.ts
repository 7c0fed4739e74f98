/**
 * The editing API stays inside the collections' folders under content/: traversal, absolute and
 * percent-encoded paths, NUL bytes, backslashes, paths outside the collections, and symbolic
 * links planted in content/ are all refused with 4xx JSON, and nothing is written or committed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ContentApi, startContentApi } from "./fixtures/content-api.ts";

let api: ContentApi;
let outside: string;
const secret = "outside the working copy\n";

async function setUp(): Promise<void> {
  api = await startContentApi();
  outside = join(tmpdir(), `content-api-outside-${process.pid}-${Date.now()}`);
  mkdirSync(outside);
  writeFileSync(join(outside, "secret.yml"), secret);
}

async function tearDown(): Promise<void> {
  await api.close();
  rmSync(outside, { recursive: true, force: true });
}

const hostilePaths = [
  "../package.json",
  "content/news/../../cms/config.yml",
  "content/news/./2023-12-stm-week-london.md",
  "/etc/passwd",
  "content/news/%2e%2e%2f%2e%2e%2fcms%2fconfig.yml",
  "content%2fnews%2f2023-12-stm-week-london.md",
  "content/news/2023-12-stm-week-london.md\0.jpg",
  "content\\news\\2023-12-stm-week-london.md",
  "cms/config.yml",
  "content/secrets/x.md",
  "content/news/notes.txt",
  "content//news/x.md",
  "content/news/.hidden.md",
];

function opening(path: string) {
  return {
    branch: "main",
    dataFiles: [
      {
        slug: "x",
        path,
        raw: "title: X\nslug: X\norder: 1\nsummary: S\nexperience: 1 year\nlocation: L\ndatePosted: 2026-01-01\nvalidThrough: 2026-02-01\n",
      },
    ],
    assets: [],
    options: { commitMessage: "Add", useWorkflow: false, newEntry: true },
  };
}

function expectNothingChanged(before: string): void {
  expect(api.git("rev-parse", "HEAD").trim()).toBe(before);
  expect(api.git("status", "--porcelain", "--untracked-files=all")).toBe("");
  expect(api.published).toEqual([]);
}

describe("paths", () => {
  // Nothing here changes the working copy (each case checks), so the cases share one.
  beforeAll(setUp);
  afterAll(tearDown);

  it.each(hostilePaths)("refuses to read or write %j", async (path) => {
    const before = api.git("rev-parse", "HEAD").trim();
    for (const [action, params] of [
      ["getEntry", { branch: "main", path }],
      ["entriesByFiles", { branch: "main", files: [{ path }] }],
      ["getMediaFile", { branch: "main", path }],
      ["entriesByFolder", { branch: "main", folder: path, extension: "md", depth: 1 }],
      ["getMedia", { branch: "main", mediaFolder: path }],
      ["persistEntry", opening(path)],
      ["deleteFiles", { branch: "main", paths: [path], options: { commitMessage: "Remove" } }],
    ] as const) {
      const answer = await api.post(action, params);
      expect([400, 403], `${action} ${path}`).toContain(answer.statusCode);
      expect(answer.json<{ error: string }>().error.length).toBeGreaterThan(0);
    }
    expect(existsSync(join(api.dir, "..", "package.json"))).toBe(false);
    expectNothingChanged(before);
  });
});

describe("symbolic links planted in content/", () => {
  beforeEach(setUp);
  afterEach(tearDown);

  it("refuses to read or overwrite a linked entry, and leaves its target alone", async () => {
    const link = "content/openings/planted.yml";
    symlinkSync(join(outside, "secret.yml"), join(api.dir, link));
    api.git("add", link);
    api.git("-c", "user.name=x", "-c", "user.email=x@example.com", "commit", "--quiet", "-m", "A link");
    const before = api.git("rev-parse", "HEAD").trim();

    const read = await api.post("getEntry", { branch: "main", path: link });
    expect(read.statusCode).toBe(403);
    expect(read.json<{ error: string }>().error).toMatch(/symbolic link/);
    const listed = await api.post("entriesByFolder", {
      branch: "main",
      folder: "content/openings",
      extension: "yml",
      depth: 1,
    });
    expect(listed.json<{ file: { path: string } }[]>().map((entry) => entry.file.path)).not.toContain(link);
    expect(JSON.stringify(listed.json())).not.toContain("outside the working copy");

    const written = await api.post("persistEntry", {
      ...opening(link),
      options: { commitMessage: "Overwrite", useWorkflow: false },
    });
    expect(written.statusCode).toBe(403);
    const deleted = await api.post("deleteFiles", {
      branch: "main",
      paths: [link],
      options: { commitMessage: "Remove" },
    });
    expect(deleted.statusCode).toBe(403);
    expect(readFileSync(join(outside, "secret.yml"), "utf8")).toBe(secret);
    expectNothingChanged(before);
  });

  it("refuses a collection folder that is a link to a folder outside", async () => {
    rmSync(join(api.dir, "content/testimonials"), { recursive: true });
    symlinkSync(outside, join(api.dir, "content/testimonials"));
    const listed = await api.post("entriesByFolder", {
      branch: "main",
      folder: "content/testimonials",
      extension: "yml",
      depth: 1,
    });
    expect(listed.statusCode).toBe(403);
    const read = await api.post("getEntry", { branch: "main", path: "content/testimonials/secret.yml" });
    expect(read.statusCode).toBe(403);
    const written = await api.post("persistEntry", opening("content/testimonials/new.yml"));
    expect(written.statusCode).toBe(403);
    expect(existsSync(join(outside, "new.yml"))).toBe(false);
  });

  it("refuses a linked photo", async () => {
    writeFileSync(join(outside, "photo.jpg"), "not really a photo");
    symlinkSync(join(outside, "photo.jpg"), join(api.dir, "content/news/linked.jpg"));
    const read = await api.post("getMediaFile", { branch: "main", path: "content/news/linked.jpg" });
    expect(read.statusCode).toBe(403);
    const listed = await api.post("getMedia", { branch: "main", mediaFolder: "content/news" });
    expect(listed.json()).toEqual([]);
  });
});
