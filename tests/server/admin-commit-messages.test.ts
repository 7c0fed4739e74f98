/**
 * The commit message of a save is the server's, never the client's (Decap's options.commitMessage):
 * messages git would refuse or that would forge a trailer are sent with an entry, a photo and a
 * deletion, on a working copy whose git configuration strips comment lines from messages (where a
 * message of "#" lines is empty and git aborts the commit); each save answers 200 with one line
 * saying what the server did.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { commitMessage } from "../../server/admin/content/git.ts";
import { type ContentApi, startContentApi } from "./fixtures/content-api.ts";

let api: ContentApi;

beforeEach(async () => {
  api = await startContentApi();
  api.git("config", "commit.cleanup", "strip");
});

afterEach(async () => {
  await api.close();
});

/** What clients have sent as a commit message: each one reached git before. */
const hostile = [
  "",
  "   ",
  "# a comment line only",
  "#\n# two of them",
  "\u0000\u0007\u001b[31m",
  "\u2028\u2029",
  "Update\n\nSigned-off-by: Someone Else <someone@example.com>",
  "x".repeat(10_000),
  "\ud800",
  "--amend",
];

const lastMessage = () => api.git("log", "-1", "--format=%B").trim();

describe("commit messages", () => {
  it("are the server's for an entry, whatever the client sends", async () => {
    const path = "content/openings/dot-net-developer.yml";
    const original = readFileSync(join(api.dir, path), "utf8");
    for (const [index, commitMessage] of hostile.entries()) {
      const raw = original.replace(/^order: \d+$/m, `order: ${index + 20}`);
      const saved = await api.post("persistEntry", {
        branch: "main",
        dataFiles: [{ slug: "dot-net-developer", path, raw }],
        assets: [],
        options: { collectionName: "openings", commitMessage, useWorkflow: false },
      });
      expect(saved.statusCode, JSON.stringify(commitMessage)).toBe(200);
      expect(lastMessage()).toBe(`Update openings entry ${path}`);
    }
  });

  it("are the server's for a photo and for a deletion", async () => {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#777" } })
      .png()
      .toBuffer();
    const added = await api.post("persistMedia", {
      branch: "main",
      asset: { path: "content/news/hostile.png", content: bytes.toString("base64"), encoding: "base64" },
      options: { commitMessage: "# nothing but a comment" },
    });
    expect(added.statusCode).toBe(200);
    const { path } = added.json<{ path: string }>();
    expect(lastMessage()).toBe(`Add photo ${path}`);
    const removed = await api.post("deleteFiles", {
      branch: "main",
      paths: [path],
      options: { commitMessage: "#\n#" },
    });
    expect(removed.statusCode).toBe(200);
    expect(lastMessage()).toBe(`Remove ${path}`);
  });

  it("are one line of at most 200 characters", () => {
    const paths = Array.from({ length: 40 }, (_, index) => `content/samples/sample-${index}.yml`);
    const message = commitMessage("Remove", paths);
    expect(message).toHaveLength(200);
    expect(message).toMatch(/^Remove content\/samples\/sample-0\.yml, .*…$/);
    expect(commitMessage("Add\nphoto", ["content/news/a.jpg"])).toBe("Add photo content/news/a.jpg");
    // Who published another's draft is named whole; the files give way.
    const published = commitMessage("Remove", paths, "published by Priya\nRaman");
    expect(published).toHaveLength(200);
    expect(published).toMatch(/^Remove content\/samples\/sample-0\.yml, .*…, published by Priya Raman$/);
  });
});
