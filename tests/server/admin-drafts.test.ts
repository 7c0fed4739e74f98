/**
 * Drafts and review (content/workflow-actions.ts) through the editing API: a draft is checked as
 * a save is, kept with its photo in the admin database and never written to the working copy or
 * committed; an author writes and asks for review, and only an editor marks a draft Ready and
 * publishes it, as one commit like any save. Every action is confined to its own entry under
 * content/: a draft naming another collection's file, a path outside content/, another author's
 * draft, are refused and change nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addAccount } from "../../server/admin/accounts.ts";
import { draftLimits } from "../../server/admin/content/workflow-actions.ts";
import type { Editor } from "../../server/admin/contracts.ts";
import { createAccount, sameOrigin, signedIn, editor as siteEditor, startAdmin } from "../support/admin.ts";
import { type ContentApi, editor, startContentApi, storyWithPhoto } from "./fixtures/content-api.ts";

const author: Editor = { id: 9, email: "ravi.kumar@scriptoria.example", name: "Ravi Kumar", role: "author" };
const otherAuthor: Editor = { id: 10, email: "lena.brandt@scriptoria.example", name: "Lena Brandt", role: "author" };

let api: ContentApi;
beforeEach(async () => {
  api = await startContentApi(author);
});
afterEach(() => api.close());

const slug = "2026-06-draft-story";
const path = `content/news/${slug}.md`;
const key = { branch: "main", collection: "news", slug };
const head = () => api.git("rev-parse", "HEAD").trim();

async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 60, b: 120 } } })
    .jpeg()
    .toBuffer();
}

async function saveDraft(as: Editor = author, raw = storyWithPhoto("stand.jpg"), extra: object = {}) {
  return api.post(
    "persistEntry",
    {
      branch: "main",
      dataFiles: [{ slug, path, raw }],
      assets: [{ path: "content/news/stand.jpg", content: (await jpeg()).toString("base64"), encoding: "base64" }],
      options: { commitMessage: "Create news", useWorkflow: true, collectionName: "news", status: "draft", ...extra },
    },
    as,
  );
}

describe("an author's draft", () => {
  it("is kept with its photo, listed and read back, and is neither written nor committed", async () => {
    const before = head();
    const saved = await saveDraft();
    expect(saved.statusCode, saved.body).toBe(200);
    expect(head()).toBe(before);
    expect(existsSync(join(api.dir, path))).toBe(false);
    expect(existsSync(join(api.dir, "content/news/stand.jpg"))).toBe(false);
    expect(api.git("status", "--porcelain")).toBe("");

    expect((await api.post("unpublishedEntries", { branch: "main" })).json()).toEqual([`news/${slug}`]);
    const entry = (await api.post("unpublishedEntry", { branch: "main", id: `news/${slug}` })).json();
    expect(entry).toMatchObject({ collection: "news", slug, status: "draft", pullRequestAuthor: "Ravi Kumar" });
    expect(entry.diffs.map((diff: { path: string }) => diff.path)).toEqual([path, "content/news/stand.jpg"]);
    const data = await api.post("unpublishedEntryDataFile", { ...key, path, id: path });
    expect(data.json().data).toBe(storyWithPhoto("stand.jpg"));
    const photo = await api.post("unpublishedEntryMediaFile", { ...key, path: "content/news/stand.jpg", id: "x" });
    expect(photo.statusCode).toBe(200);
    const bytes = Buffer.from(photo.json().content, "base64");
    expect((await sharp(bytes).metadata()).width).toBe(320);
  });

  it("is refused when the entry is not valid, as a save would be", async () => {
    const refused = await saveDraft(
      author,
      storyWithPhoto("stand.jpg").replace("headline: A story with a photo\n", ""),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatch(/headline/);
    expect((await api.post("unpublishedEntries", {})).json()).toEqual([]);
  });

  it("goes to review by its author, but only an editor marks it Ready and publishes it", async () => {
    await saveDraft();
    const review = await api.post("updateUnpublishedEntryStatus", { ...key, newStatus: "pending_review" });
    expect(review.statusCode).toBe(200);
    const ready = await api.post("updateUnpublishedEntryStatus", { ...key, newStatus: "pending_publish" });
    expect(ready.statusCode).toBe(403);
    expect(ready.json().error).toBe("An author's account cannot mark a draft Ready: ask an editor to review it");
    const before = head();
    const published = await api.post("publishUnpublishedEntry", key);
    expect(published.statusCode).toBe(403);
    expect(head()).toBe(before);

    expect(
      (await api.post("updateUnpublishedEntryStatus", { ...key, newStatus: "pending_publish" }, editor)).statusCode,
    ).toBe(200);
    // Once Ready, the author can no longer change it.
    expect((await saveDraft()).statusCode).toBe(403);
    const live = await api.post("publishUnpublishedEntry", key, editor);
    expect(live.statusCode, live.body).toBe(200);
    expect(api.git("rev-list", "--count", `${before}..HEAD`).trim()).toBe("1");
    expect(api.git("log", "-1", "--format=%an")).toBe(`${editor.name}\n`);
    const files = api.git("show", "--name-only", "--format=", "HEAD").trim().split("\n").sort();
    expect(files[0]).toBe(path);
    expect(files[1]).toMatch(/^content\/news\/stand-[0-9a-f]{10}\.jpg$/);
    expect(readFileSync(join(api.dir, path), "utf8")).toContain(`photo: ${files[1]?.split("/").at(-1)}\n`);
    expect(api.published.at(-1)?.commit).toBe(head());
    // Published, it is no longer a draft.
    expect((await api.post("unpublishedEntries", {})).json()).toEqual([]);
    expect((await api.post("unpublishedEntry", key)).statusCode).toBe(404);
  });

  it("once published by an editor, has its writer as the commit's author and the editor in its message", async () => {
    const account = await addAccount(
      api.db,
      { email: author.email, name: author.name, password: "saffron-atlas-1998-pier", role: "author" },
      Date.now(),
    );
    const writer: Editor = { ...author, id: account.id };
    expect((await saveDraft(writer)).statusCode).toBe(200);
    expect(
      (await api.post("updateUnpublishedEntryStatus", { ...key, newStatus: "pending_publish" }, editor)).statusCode,
    ).toBe(200);
    expect((await api.post("publishUnpublishedEntry", key, editor)).statusCode).toBe(200);
    expect(api.git("log", "-1", "--format=%an <%ae>%n%cn%n%s")).toBe(
      `Ravi Kumar <${author.email}>\nScriptoria website\nAdd news entry ${path}, content/news/stand-${
        /stand-([0-9a-f]{10})\.jpg/.exec(api.git("show", "--name-only", "--format=", "HEAD"))?.[1]
      }.jpg, published by ${editor.name}\n`,
    );
  });

  it("of a published entry leaves the live file as it is until it is published", async () => {
    const office = "content/offices/chennai.yml";
    const live = readFileSync(join(api.dir, office), "utf8");
    const changed = live.replace("display: +91 44 4000 2002", "display: +91 44 4000 2099");
    const saved = await api.post("persistEntry", {
      branch: "main",
      dataFiles: [{ slug: "chennai", path: office, raw: changed }],
      assets: [],
      options: { commitMessage: "Update", useWorkflow: true, collectionName: "offices" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(readFileSync(join(api.dir, office), "utf8")).toBe(live);
    const entry = (
      await api.post("unpublishedEntry", { branch: "main", collection: "offices", slug: "chennai" })
    ).json();
    expect(entry.diffs).toEqual([{ path: office, id: office, newFile: false, binary: false }]);
  });
});

describe("confinement", () => {
  it("refuses a draft whose file is not its collection's file of that name, or outside content/", async () => {
    for (const [name, file, collection] of [
      ["another slug", "content/news/2013-06-something-else.md", "news"],
      ["another collection", `content/offices/${slug}.yml`, "news"],
      ["outside content", `cms/${slug}.md`, "news"],
      ["a climb out", `content/news/../../${slug}.md`, "news"],
      ["an unknown collection", path, "secrets"],
    ] as const) {
      const refused = await api.post("persistEntry", {
        branch: "main",
        dataFiles: [{ slug, path: file, raw: storyWithPhoto("stand.jpg") }],
        assets: [],
        options: { commitMessage: "x", useWorkflow: true, collectionName: collection },
      });
      expect(refused.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, name).toBeLessThan(500);
    }
    expect((await api.post("unpublishedEntries", {})).json()).toEqual([]);
  });

  it("refuses a draft's photo away from its entry, and reads no file the draft does not hold", async () => {
    const refused = await api.post("persistEntry", {
      branch: "main",
      dataFiles: [{ slug, path, raw: storyWithPhoto("stand.jpg") }],
      assets: [{ path: "content/offices/stand.jpg", content: (await jpeg()).toString("base64"), encoding: "base64" }],
      options: { commitMessage: "x", useWorkflow: true, collectionName: "news" },
    });
    expect(refused.statusCode).toBe(403);
    await saveDraft();
    const other = await api.post("unpublishedEntryDataFile", { ...key, path: "content/offices/chennai.yml", id: "x" });
    expect(other.statusCode).toBe(404);
    const photo = await api.post("unpublishedEntryMediaFile", { ...key, path: "content/news/other.jpg", id: "x" });
    expect(photo.statusCode).toBe(404);
  });

  it("keeps an author to their own drafts; an editor changes anyone's", async () => {
    await saveDraft();
    const changed = await saveDraft(otherAuthor, storyWithPhoto("stand.jpg", { headline: "Taken over" }));
    expect(changed.statusCode).toBe(403);
    expect(changed.json().error).toBe("This draft is Ravi Kumar's: an author changes only their own drafts");
    expect(
      (await api.post("updateUnpublishedEntryStatus", { ...key, newStatus: "draft" }, otherAuthor)).statusCode,
    ).toBe(403);
    expect((await api.post("deleteUnpublishedEntry", key, otherAuthor)).statusCode).toBe(403);
    const data = await api.post("unpublishedEntryDataFile", { ...key, path, id: path });
    expect(data.json().data).not.toContain("Taken over");
    expect((await saveDraft(editor, storyWithPhoto("stand.jpg", { headline: "Edited" }))).statusCode).toBe(200);
    expect((await api.post("deleteUnpublishedEntry", key, editor)).statusCode).toBe(200);
    expect((await api.post("unpublishedEntries", {})).json()).toEqual([]);
  });

  it("refuses an author's direct save, and a status Decap does not know", async () => {
    const before = head();
    const direct = await saveDraft(author, storyWithPhoto("stand.jpg"), { useWorkflow: false, newEntry: true });
    expect(direct.statusCode).toBe(403);
    expect(head()).toBe(before);
    await saveDraft();
    expect((await api.post("updateUnpublishedEntryStatus", { ...key, newStatus: "published" })).statusCode).toBe(400);
  });

  it("keeps an account to its limit of drafts", async () => {
    await api.db.run(
      `INSERT INTO admin_drafts (collection, slug, path, raw, new_entry, status, author_id, author_name, created_at, updated_at)
       SELECT 'news', 'filler-' || n, 'content/news/filler-' || n || '.md', '', 1, 'draft', $1, 'Ravi Kumar', 0, 0
       FROM (WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < $2) SELECT n FROM seq) AS numbers`,
      [author.id, draftLimits.drafts],
    );
    const refused = await saveDraft();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      `An account keeps at most ${draftLimits.drafts} drafts: publish or delete one first`,
    );
  });
});

describe("behind the sign-in", () => {
  const actions = [
    "unpublishedEntries",
    "unpublishedEntry",
    "unpublishedEntryDataFile",
    "unpublishedEntryMediaFile",
    "updateUnpublishedEntryStatus",
    "deleteUnpublishedEntry",
    "publishUnpublishedEntry",
  ];

  it("every workflow action refuses strangers and other sites; an author's screen has no Publish", async () => {
    const admin = await startAdmin();
    try {
      const account = {
        ...siteEditor,
        email: "ravi.kumar@scriptoria.example",
        name: "Ravi Kumar",
        role: "author" as const,
      };
      await createAccount(admin.config, account);
      const cookie = await signedIn(admin.app, account);
      for (const action of actions) {
        const payload = { action, params: { ...key, path, newStatus: "draft" } };
        const stranger = await admin.app.inject({ method: "POST", url: "/admin/api/v1", headers: sameOrigin, payload });
        expect(stranger.statusCode, action).toBe(401);
        const crossSite = await admin.app.inject({
          method: "POST",
          url: "/admin/api/v1",
          headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
          payload,
        });
        expect(crossSite.statusCode, action).toBe(403);
      }
      const config = await admin.app.inject({ url: "/admin/config.yml", headers: { cookie } });
      expect(config.body).toMatch(/^publish_mode: editorial_workflow$/m);
      expect(config.body).toMatch(/^show_preview_links: false$/m);
      expect(config.body.match(/^\s+publish: false$/gm)?.length).toBeGreaterThan(5);
    } finally {
      await admin.close();
    }
  });
});
