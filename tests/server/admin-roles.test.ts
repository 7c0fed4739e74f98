/**
 * Roles on the server (server/admin/content/roles.ts): an author's account reads every entry and
 * every version, but each action that would publish is refused with 403 and writes nothing,
 * whatever a screen sends: saving an entry, adding a photo, deleting, restoring a version and
 * undoing a change.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Editor } from "../../server/admin/contracts.ts";
import { documentOf } from "../support/html-document.ts";
import { type ContentApi, startContentApi } from "./fixtures/content-api.ts";

const author: Editor = { id: 9, email: "ravi.kumar@scriptoria.example", name: "Ravi Kumar", role: "author" };
const refusal = "An author's account cannot publish: ask an editor to publish the change";

let api: ContentApi;
beforeEach(async () => {
  api = await startContentApi(author);
});
afterEach(() => api.close());

const head = () => api.git("rev-parse", "HEAD").trim();
const form = (url: string, fields: Record<string, string>) => api.form(url, fields);

describe("an author's account", () => {
  it("reads the entries and the site's history", async () => {
    const listed = await api.post("entriesByFolder", {
      branch: "main",
      folder: "content/news",
      extension: "md",
      depth: 1,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<unknown[]>().length).toBeGreaterThan(5);
    expect((await api.app.inject("/admin/history")).statusCode).toBe(200);
  });

  it("publishes nothing: every write is refused with 403, and nothing is committed or published", async () => {
    const was = head();
    const path = "content/news/2026-03-by-an-author.md";
    const raw = "---\ndate: 2026-03-04\nheadline: By an author\n---\nText.\n";
    const writes = [
      api.post("persistEntry", {
        branch: "main",
        dataFiles: [{ slug: "2026-03-by-an-author", path, raw }],
        assets: [],
        options: { collectionName: "news", commitMessage: "x", useWorkflow: false, newEntry: true },
      }),
      api.post("persistMedia", {
        branch: "main",
        asset: { path: "content/news/photo.jpg", content: "AAAA", encoding: "base64" },
        options: { commitMessage: "x" },
      }),
      api.post("deleteFile", {
        branch: "main",
        path: "content/testimonials/aurora-press.yml",
        options: { commitMessage: "x" },
      }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ error: refusal });
    }
    const restored = await form("/admin/history/restore", { file: "content/offices/chennai.yml", commit: was });
    expect(restored.statusCode).toBe(403);
    const undone = await form("/admin/history/undo", { latest: was });
    expect(undone.statusCode).toBe(403);
    expect(documentOf(undone.body).querySelector("[role=alert]")?.textContent).toBe(`Not done: ${refusal}.`);
    expect(head()).toBe(was);
    expect(api.git("status", "--porcelain")).toBe("");
    expect(api.published).toEqual([]);
  });
});
