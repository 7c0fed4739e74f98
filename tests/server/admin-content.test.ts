/**
 * The editing API (server/admin/content) over a temporary git working copy: every action of
 * Decap's proxy protocol round trip, one commit per save with the editor as author and the
 * server's own message, a new story's id in the committed file, schema-breaking entries refused
 * with nothing written, the collections' create and delete settings, and concurrent saves in
 * order.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NewsArticle } from "../../app/sections/news/news-article.tsx";
import { parseEntry, validateEntry } from "../../core/content-model/load.ts";
import { newsImages } from "../../core/copy/media/news.ts";
import { type ContentApi, committer, editor, startContentApi } from "./fixtures/content-api.ts";

let api: ContentApi;

beforeEach(async () => {
  api = await startContentApi();
});

afterEach(async () => {
  await api.close();
});

/** A news story as Decap's front-matter format writes it. */
function story(headline: string, extra = "", body = "The first paragraph.\n\nThe second paragraph."): string {
  return [
    "---",
    "date: 2026-03-04",
    `headline: ${headline}`,
    "summary: A short summary for the listing.",
    "place: Chennai, India",
    "illustration: news-03",
    "alt: An illustration of a stage.",
    "highlights:",
    "  - One line for the home page.",
    ...(extra ? [extra] : []),
    "---",
    body,
    "",
  ].join("\n");
}

function persistStory(path: string, raw: string, newEntry: boolean, commitMessage = "Add news “x”") {
  return api.post("persistEntry", {
    branch: "main",
    dataFiles: [{ slug: path.split("/").at(-1)?.replace(/\.md$/, ""), path, raw }],
    assets: [],
    options: { collectionName: "news", commitMessage, useWorkflow: false, newEntry, hasSubfolders: true },
  });
}

function head(): string {
  return api.git("rev-parse", "HEAD").trim();
}

/** Author, committer and subject of a commit, and the files it touched. */
function commitOf(ref: string) {
  const [author, committed, subject] = api.git("show", "-s", "--format=%an <%ae>%n%cn <%ce>%n%s", ref).split("\n");
  const files = api.git("show", "--name-only", "--format=", ref).trim().split("\n");
  return { author, committer: committed, subject, files };
}

describe("reading", () => {
  it("answers info, entriesByFolder, entriesByFiles, getEntry and getDeployPreview as decap-server does", async () => {
    const info = await api.post("info");
    expect(info.json()).toEqual({
      repo: expect.any(String),
      publish_modes: ["simple", "editorial_workflow"],
      type: "local_git",
    });

    const listed = await api.post("entriesByFolder", {
      branch: "main",
      folder: "content/news",
      extension: "md",
      depth: 1,
    });
    expect(listed.statusCode).toBe(200);
    const entries = listed.json<{ data: string; file: { path: string; id: string } }[]>();
    expect(entries).toHaveLength(13);
    const first = entries[0];
    expect(first?.file.path).toBe("content/news/2013-11-volunteers-set-up-school-libraries.md");
    expect(first?.data).toBe(readFileSync(join(api.dir, first?.file.path ?? ""), "utf8"));
    expect(first?.file.id).toMatch(/^[0-9a-f]{64}$/);

    const byFiles = await api.post("entriesByFiles", {
      branch: "main",
      files: [{ path: "content/openings/dot-net-developer.yml", label: "Dot Net" }],
    });
    expect(byFiles.json()).toEqual([
      {
        data: readFileSync(join(api.dir, "content/openings/dot-net-developer.yml"), "utf8"),
        file: { path: "content/openings/dot-net-developer.yml", label: "Dot Net", id: expect.any(String) },
      },
    ]);

    const entry = await api.post("getEntry", { branch: "main", path: "content/offices/chennai.yml" });
    expect(entry.json<{ data: string }>().data).toContain("city: Chennai");
    const missing = await api.post("getEntry", { branch: "main", path: "content/news/2030-01-not-yet.md" });
    expect(missing.json()).toEqual({ data: null, file: { path: "content/news/2030-01-not-yet.md", id: null } });

    const preview = await api.post("getDeployPreview", { branch: "main", collection: "news", slug: "x" });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toBe("null");
  });
});

describe("saving an entry", () => {
  it("commits an update once, with the editor as author, the site as committer and the server's message", async () => {
    const path = "content/openings/dot-net-developer.yml";
    const before = head();
    const raw = readFileSync(join(api.dir, path), "utf8").replace("location: Chennai, India", "location: Pune, India");
    const saved = await api.post("persistEntry", {
      branch: "main",
      dataFiles: [{ slug: "dot-net-developer", path, raw }],
      assets: [],
      options: { collectionName: "openings", commitMessage: "Update openings “dot-net-developer”", useWorkflow: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: "entry persisted", commit: head() });
    expect(api.git("rev-list", "--count", `${before}..HEAD`).trim()).toBe("1");
    expect(commitOf("HEAD")).toEqual({
      author: `${editor.name} <${editor.email}>`,
      committer: `${committer.name} <${committer.email}>`,
      subject: `Update openings entry ${path}`,
      files: [path],
    });
    expect(api.git("show", `HEAD:${path}`)).toBe(raw);
    expect(api.git("status", "--porcelain")).toBe("");
    expect(api.published).toEqual([{ commit: head(), pagePaths: ["/company/career/DotNet", "/company/career"] }]);
  });

  it("gives a new story the next free id in the committed file, and keeps it on the next save", async () => {
    const path = "content/news/2026-03-a-new-story.md";
    const saved = await persistStory(path, story("A new story"), true, "Add news “2026-03-a-new-story”");
    expect(saved.statusCode).toBe(200);
    const committed = api.git("show", `HEAD:${path}`);
    expect(committed).toMatch(/^---\nid: 13\ndate: 2026-03-04\n/);
    expect(readFileSync(join(api.dir, path), "utf8")).toBe(committed);
    expect(api.published.at(-1)?.pagePaths).toEqual(["/company/Newsdetail/13", "/company/News", "/"]);

    // The screen still holds the story without its id: the id stays, and the body changes.
    const again = await persistStory(path, story("A new story", "", "A rewritten paragraph."), false);
    expect(again.statusCode).toBe(200);
    expect(api.git("show", `HEAD:${path}`)).toMatch(/^---\nid: 13\n[\s\S]*A rewritten paragraph\.\n$/);
    expect(api.git("rev-list", "--count", "HEAD").trim()).toBe("3");
  });

  it("replaces an empty id field, and refuses to change a story's id or to take another story's", async () => {
    const path = "content/news/2026-03-empty-id.md";
    expect((await persistStory(path, story("Empty id", "id: "), true)).statusCode).toBe(200);
    expect(api.git("show", `HEAD:${path}`)).toMatch(/^---\nid: 13\n/);
    expect(api.git("show", `HEAD:${path}`).match(/^id:/gm)).toHaveLength(1);

    const before = head();
    const changed = await persistStory(path, story("Empty id", "id: 40"), false);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ file: path, field: "id", reason: expect.stringContaining("never changes") });
    const taken = await persistStory("content/news/2026-03-taken.md", story("Taken", "id: 4"), true);
    expect(taken.statusCode).toBe(422);
    expect(taken.json<{ error: string }>().error).toMatch(/id: 4 is already used by content\/news\//);
    expect(head()).toBe(before);
  });

  it("refuses a story whose front matter breaks the schema, naming file, field and reason, writing nothing", async () => {
    const path = "content/news/2026-03-broken.md";
    const before = head();
    const cases = [
      { raw: story("Broken").replace("date: 2026-03-04", "date: 4 March 2026"), field: "date" },
      { raw: story("Broken").replace("headline: Broken", "headline: ''"), field: "headline" },
      { raw: story("Broken", "colour: red"), field: "(the file)" },
      {
        raw: story("Broken").replace("highlights:\n  - One line for the home page.\n", "highlights: []\n"),
        field: "highlights",
      },
      { raw: "no front matter at all", field: "(the file)" },
    ];
    for (const { raw, field } of cases) {
      const refused = await persistStory(path, raw, true);
      expect(refused.statusCode).toBe(422);
      const answer = refused.json<{ error: string; file: string; field: string; reason: string }>();
      expect(answer).toMatchObject({ file: path, field });
      expect(answer.reason.length).toBeGreaterThan(0);
      expect(answer.error).toBe(`${path}: ${field}: ${answer.reason}`);
    }
    expect(existsSync(join(api.dir, path))).toBe(false);
    expect(head()).toBe(before);
    expect(api.git("status", "--porcelain", "--untracked-files=all")).toBe("");
    expect(api.published).toEqual([]);
  });

  it("keeps a body holding <script> as text, which the story's page shows escaped", async () => {
    const path = "content/news/2026-03-script.md";
    const body = 'Before.\n\n<script>alert("x")</script> stays words.';
    expect((await persistStory(path, story("Script", "", body), true)).statusCode).toBe(200);
    const committed = api.git("show", `HEAD:${path}`);
    expect(committed).toContain('<script>alert("x")</script> stays words.');

    // The page's article, rendered as the prerender does, from the committed file.
    const data = validateEntry("news", path, parseEntry(path, committed));
    const article = createElement(NewsArticle, {
      story: {
        id: String(data.id),
        img: newsImages["news-03"],
        alt: data.alt,
        headline: data.headline,
        body: data.body,
      },
      gallery: null,
      related: [],
    });
    const html = renderToStaticMarkup(createElement(MemoryRouter, null, article));
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; stays words.");
    expect(html).not.toMatch(/<script/i);
  });

  it("makes no commit for a save that changes nothing", async () => {
    const path = "content/offices/chennai.yml";
    const before = head();
    const saved = await api.post("persistEntry", {
      branch: "main",
      entry: { slug: "chennai", path, raw: readFileSync(join(api.dir, path), "utf8") },
      assets: [],
      options: { commitMessage: "Update offices “chennai”", useWorkflow: false },
    });
    expect(saved.json()).toMatchObject({ message: "entry persisted", commit: null });
    expect(head()).toBe(before);
    expect(api.published).toEqual([]);
  });

  it("writes the server's own message, never the client's", async () => {
    const path = "content/openings/full-stack-developer.yml";
    const raw = readFileSync(join(api.dir, path), "utf8").replace(/^order: \d+$/m, "order: 9");
    const saved = await api.post("persistEntry", {
      branch: "main",
      dataFiles: [{ slug: "full-stack-developer", path, raw }],
      assets: [],
      options: { commitMessage: `${"Update openings ".repeat(20)}\nSigned-off-by: someone else`, useWorkflow: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(api.git("log", "-1", "--format=%B").trim()).toBe(`Update openings entry ${path}`);
  });
});

describe("the collections' settings", () => {
  it("refuses a new entry where create is false, and deleting where delete is false", async () => {
    const before = head();
    const created = await api.post("persistEntry", {
      branch: "main",
      entry: {
        slug: "paris",
        path: "content/offices/paris.yml",
        raw: readFileSync(join(api.dir, "content/offices/chennai.yml"), "utf8"),
      },
      assets: [],
      options: { commitMessage: "Create offices “paris”", useWorkflow: false, newEntry: true },
    });
    expect(created.statusCode).toBe(403);
    expect(created.json<{ error: string }>().error).toMatch(/create: false/);
    expect(existsSync(join(api.dir, "content/offices/paris.yml"))).toBe(false);

    const story = "content/news/2023-12-stm-week-london.md";
    const deleted = await api.post("deleteFiles", {
      branch: "main",
      paths: [story],
      options: { commitMessage: "Remove" },
    });
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json<{ error: string }>().error).toMatch(/delete: false/);
    const single = await api.post("deleteFile", { branch: "main", path: story, options: { commitMessage: "Remove" } });
    expect(single.statusCode).toBe(403);
    expect(existsSync(join(api.dir, story))).toBe(true);
    expect(head()).toBe(before);
  });

  it("deletes an entry where the collection allows it, in one commit", async () => {
    const path = "content/samples/artwork-06-labelled-technical-diagram-wind.yml";
    const deleted = await api.post("deleteFiles", {
      branch: "main",
      paths: [path],
      options: { commitMessage: "Remove samples “artwork-06”" },
    });
    expect(deleted.statusCode).toBe(200);
    expect(existsSync(join(api.dir, path))).toBe(false);
    expect(commitOf("HEAD")).toMatchObject({ subject: `Remove ${path}`, files: [path] });
    expect(api.published).toEqual([{ commit: head(), pagePaths: ["/company/sample/Artwork"] }]);
  });
});

describe("concurrent saves", () => {
  it("become separate commits, one after the other, in the order they arrived", async () => {
    const before = head();
    const saves = ["2026-04-first", "2026-04-second", "2026-04-third", "2026-04-fourth"].map((name, index) =>
      persistStory(`content/news/${name}.md`, story(`Story ${index}`), true, `Add news “${name}”`),
    );
    const answers = await Promise.all(saves);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const commits = api.git("rev-list", "--reverse", `${before}..HEAD`).trim().split("\n");
    expect(commits).toHaveLength(4);
    expect(commits.map((commit) => commitOf(commit).subject)).toEqual([
      "Add news entry content/news/2026-04-first.md",
      "Add news entry content/news/2026-04-second.md",
      "Add news entry content/news/2026-04-third.md",
      "Add news entry content/news/2026-04-fourth.md",
    ]);
    expect(commits.map((commit) => commitOf(commit).files.length)).toEqual([1, 1, 1, 1]);
    expect(api.published.map((request) => request.commit)).toEqual(commits);
    // Each story got its own number, none shared.
    expect(api.published.map((request) => request.pagePaths?.[0])).toEqual([
      "/company/Newsdetail/13",
      "/company/Newsdetail/14",
      "/company/Newsdetail/15",
      "/company/Newsdetail/16",
    ]);
    expect(api.git("status", "--porcelain", "--untracked-files=all")).toBe("");
  });
});

describe("a save that fails", () => {
  it("puts every file back and leaves nothing staged when git cannot commit", async () => {
    const before = head();
    const opening = "content/openings/dot-net-developer.yml";
    const original = readFileSync(join(api.dir, opening), "utf8");
    // Another git process holds the index for good: each git command waits for it a few seconds
    // (a lock held by the publisher lasts milliseconds), then git add fails after the files are written.
    writeFileSync(join(api.dir, ".git", "index.lock"), "");
    const update = await api.post("persistEntry", {
      branch: "main",
      dataFiles: [{ slug: "dot-net-developer", path: opening, raw: original.replace("order: 2", "order: 7") }],
      assets: [],
      options: { commitMessage: "Update openings “dot-net-developer”", useWorkflow: false },
    });
    const created = await persistStory("content/news/2026-06-failed.md", story("Failed"), true);
    rmSync(join(api.dir, ".git", "index.lock"));

    for (const answer of [update, created]) {
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toEqual({ error: "The server could not carry this out; nothing was changed" });
    }
    expect(readFileSync(join(api.dir, opening), "utf8")).toBe(original);
    expect(existsSync(join(api.dir, "content/news/2026-06-failed.md"))).toBe(false);
    expect(api.git("status", "--porcelain", "--untracked-files=all")).toBe("");
    expect(head()).toBe(before);
    expect(api.published).toEqual([]);

    // The next save works.
    expect((await persistStory("content/news/2026-06-failed.md", story("Failed"), true)).statusCode).toBe(200);
  }, 90_000);
});

describe("requests the protocol does not allow", () => {
  it("refuses an unknown action and malformed params with 4xx JSON", async () => {
    const unknown = await api.post("runShell", {});
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ error: string }>().error).toBe("Unknown action runShell");
    const workflow = await api.post("updateUnpublishedEntryStatus", { branch: "main", collection: "news" });
    expect(workflow.statusCode).toBe(400);
    expect(workflow.json<{ error: string }>().error).toMatch(/slug/);
    const malformed = await api.post("getEntry", { branch: "main", path: 42 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: string }>().error).toMatch(/path/);
    const notJson = await api.app.inject({
      method: "POST",
      url: "/admin/api/v1",
      payload: "{",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ error: "The request is not valid JSON" });
  });
});
