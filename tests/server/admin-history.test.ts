/**
 * The history pages and their two actions over a throwaway working copy (the editing API's
 * fixture): an entry's versions with what each changed, "Restore this version" and "Undo this
 * change" as saves like any other (the editor as author, the server's message, checked by the
 * build's schemas, published), and every refusal with nothing written: a version outside the
 * history, a path outside content/ or not an entry, a version the schema refuses, a change that
 * is no longer the latest. Then, on the whole server, the guard in front of them.
 */
import { afterEach, beforeEach, describe, expect, it, test } from "vitest";
import { createAccount, sameOrigin, signedIn, startAdmin } from "../support/admin.ts";
import { documentOf } from "../support/html-document.ts";
import { type ContentApi, editor, startContentApi } from "./fixtures/content-api.ts";

let api: ContentApi;
beforeEach(async () => {
  api = await startContentApi();
});
afterEach(() => api.close());

const file = "content/news/2026-03-history.md";
const slug = "2026-03-history";
const pageUrl = `/admin/history?collection=news&slug=${slug}`;

function story(headline: string, place = "Chennai, India"): string {
  return [
    "---",
    "date: 2026-03-04",
    `headline: ${headline}`,
    "summary: A short summary for the listing.",
    `place: ${place}`,
    "illustration: news-03",
    "alt: An illustration of a stage.",
    "highlights:",
    "  - One line for the home page.",
    "---",
    "The first paragraph.",
    "",
  ].join("\n");
}

async function save(raw: string, newEntry: boolean): Promise<string> {
  const response = await api.post("persistEntry", {
    branch: "main",
    dataFiles: [{ slug, path: file, raw }],
    assets: [],
    options: { collectionName: "news", commitMessage: "x", useWorkflow: false, newEntry, hasSubfolders: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  return head();
}

/** What a refused action's page says in its alert. */
const alertOf = (html: string) => documentOf(html).querySelector("[role=alert]")?.textContent;
const head = () => api.git("rev-parse", "HEAD").trim();
const atHead = (path: string) => api.git("show", `HEAD:${path}`);
const form = (url: string, fields: Record<string, string>) => api.form(url, fields);

describe("an entry's history", () => {
  it("lists its versions newest first, each with who, when and what changed, and restore on all but the current", async () => {
    const first = await save(story("Our stand at the fair"), true);
    const second = await save(story("Our stand at the book fair", "Frankfurt, Germany"), false);
    const response = await api.app.inject(pageUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    const page = documentOf(response.body);
    expect(page.querySelector("h1")?.textContent).toBe("History of “Our stand at the book fair”");
    const versions = [...page.querySelectorAll(".history-list > li")];
    expect(versions).toHaveLength(2);
    expect(versions[0]?.querySelector(".history-who")?.textContent).toBe(
      `Saved by ${editor.name} · version ${second.slice(0, 7)}`,
    );
    expect([...(versions[0]?.querySelectorAll(".history-changes li") ?? [])].map((item) => item.textContent)).toEqual([
      "Headline: Our stand at the fair → Our stand at the book fair",
      "Place: Chennai, India → Frankfurt, Germany",
    ]);
    expect(versions[0]?.querySelector("form")).toBeNull();
    expect(versions[0]?.textContent).toContain("This is the version on the site.");
    const restore = versions[1]?.querySelector("form");
    expect(restore?.getAttribute("action")).toBe("/admin/history/restore");
    expect(restore?.querySelector("input[name=commit]")?.getAttribute("value")).toBe(first);
    expect(versions[1]?.querySelector("h2")?.textContent).toMatch(
      /^\d{1,2} [A-Z][a-z]+ \d{4} at \d\d:\d\d India Standard Time$/,
    );
  });

  it("restores a version as a save: the editor's commit, the server's message, published; restoring it again changes nothing", async () => {
    const first = await save(story("Our stand at the fair"), true);
    await save(story("Our stand at the book fair"), false);
    const before = api.published.length;
    const response = await form("/admin/history/restore", { file, commit: first });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${pageUrl}&done=restored`);
    expect(atHead(file)).toContain("headline: Our stand at the fair");
    expect(api.git("log", "-1", "--format=%an <%ae>|%s")).toBe(
      `${editor.name} <${editor.email}>|Restore version ${first.slice(0, 7)} of ${file}\n`,
    );
    expect(api.published.slice(before)).toEqual([
      { commit: head(), pagePaths: expect.arrayContaining(["/company/News", "/"]) },
    ]);
    const again = await form("/admin/history/restore", { file, commit: first });
    expect(again.headers.location).toBe(`${pageUrl}&done=unchanged`);
    const shown = documentOf((await api.app.inject(`${pageUrl}&done=restored`)).body);
    expect(shown.querySelector("[role=status]")?.textContent).toMatch(/^Restored\. The site is publishing it now/);
  });

  test.each([
    [
      "a version outside the history",
      () => ({ file, commit: "0".repeat(40) }),
      404,
      "That version is not in the site's history",
    ],
    [
      "a commit named in short",
      () => ({ file, commit: "abc1234" }),
      400,
      "A version is named by its commit's full hash",
    ],
    [
      "a path outside content/",
      () => ({ file: "../../etc/passwd", commit: head() }),
      400,
      'must not contain "." or ".."',
    ],
    ["a file that is no entry", () => ({ file: "cms/config.yml", commit: head() }), 403, "is not under content/"],
    ["a photo", () => ({ file: "content/news/photo.jpg", commit: head() }), 403, "is not an entry of a collection"],
  ])("refuses %s, and writes nothing", async (_name, fields, status, reason) => {
    await save(story("Our stand at the fair"), true);
    const was = head();
    const response = await form("/admin/history/restore", fields());
    expect(response.statusCode).toBe(status);
    expect(alertOf(response.body)).toContain(reason);
    expect(head()).toBe(was);
  });

  it("refuses a version the build's schema refuses, by file and field, and writes nothing", async () => {
    await save(story("Our stand at the fair"), true);
    // A version committed outside the screen, without its headline.
    const broken = story("x").replace(/^headline: x\n/m, "");
    api.git("-c", "user.name=Dev", "-c", "user.email=dev@example.com", "commit", "--quiet", "--allow-empty", "-m", "x");
    const { writeFileSync } = await import("node:fs");
    writeFileSync(`${api.dir}/${file}`, broken);
    api.git("-c", "user.name=Dev", "-c", "user.email=dev@example.com", "commit", "--quiet", "-am", "A broken story");
    const brokenCommit = head();
    await save(story("Our stand at the fair again"), false);
    const was = head();
    const response = await form("/admin/history/restore", { file, commit: brokenCommit });
    expect(response.statusCode).toBe(422);
    expect(alertOf(response.body)).toContain("headline");
    expect(head()).toBe(was);
  });

  it("answers 404 for an entry that does not exist, and 400 for a query it does not know", async () => {
    expect((await api.app.inject("/admin/history?collection=news&slug=no-such-story")).statusCode).toBe(404);
    expect((await api.app.inject("/admin/history?collection=nothing&slug=x")).statusCode).toBe(404);
    expect((await api.app.inject("/admin/history?file=content/news/x.md")).statusCode).toBe(400);
    expect((await api.app.inject(`/admin/history?collection=news&slug=${"../".repeat(3)}etc`)).statusCode).toBe(400);
  });
});

describe("the site's latest changes", () => {
  it("lists them newest first, and undoes the latest as a save: the story's earlier version is put back", async () => {
    await save(story("Our stand at the fair"), true);
    const changed = await save(story("Our stand at the book fair"), false);
    const page = documentOf((await api.app.inject("/admin/history")).body);
    const changes = [...page.querySelectorAll(".history-list > li")];
    expect(changes[0]?.textContent).toContain(`${file} changed`);
    expect(changes[1]?.textContent).toContain(`${file} added`);
    expect(changes[0]?.querySelector("a")?.getAttribute("href")).toBe(pageUrl);
    expect(changes[0]?.querySelector("input[name=latest]")?.getAttribute("value")).toBe(changed);
    expect(changes[1]?.querySelector("form")).toBeNull();

    const response = await form("/admin/history/undo", { latest: changed });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/admin/history?done=undone");
    expect(atHead(file)).toContain("headline: Our stand at the fair\n");
    expect(api.git("log", "-1", "--format=%an|%s")).toBe(`${editor.name}|Undo ${changed.slice(0, 7)}: ${file}\n`);
    expect(api.published.at(-1)).toEqual({ commit: head(), pagePaths: expect.arrayContaining(["/company/News"]) });
  });

  it("refuses to undo a new story, as news stories are never deleted, and writes nothing", async () => {
    const added = await save(story("A story to keep"), true);
    const response = await form("/admin/history/undo", { latest: added });
    expect(response.statusCode).toBe(403);
    expect(alertOf(response.body)).toContain("News stories: entries cannot be deleted");
    expect(head()).toBe(added);
  });

  it("refuses to undo a change that is no longer the latest, and writes nothing", async () => {
    const older = await save(story("Our stand at the fair"), true);
    await save(story("Our stand at the book fair"), false);
    const was = head();
    const response = await form("/admin/history/undo", { latest: older });
    expect(response.statusCode).toBe(409);
    expect(alertOf(response.body)).toBe(
      "Not done: Another change has been published since: look at the latest changes again.",
    );
    expect(head()).toBe(was);
  });

  it("refuses a form with fields it does not know, or too large a body", async () => {
    expect((await form("/admin/history/undo", { latest: head(), extra: "1" })).statusCode).toBe(400);
    expect((await form("/admin/history/restore", { file, commit: "a".repeat(5000) })).statusCode).toBe(413);
  });
});

describe("behind the sign-in", () => {
  it("the pages lead to the sign-in page without a session; the actions refuse other sites and strangers", async () => {
    const admin = await startAdmin();
    try {
      await createAccount(admin.config);
      const page = await admin.app.inject("/admin/history");
      expect(page.statusCode).toBe(303);
      expect(page.headers.location).toBe("/admin/");
      const payload = `latest=${"a".repeat(40)}`;
      const type = { "content-type": "application/x-www-form-urlencoded" };
      const stranger = await admin.app.inject({
        method: "POST",
        url: "/admin/history/undo",
        headers: { ...sameOrigin, ...type },
        payload,
      });
      expect(stranger.statusCode).toBe(401);
      const cookie = await signedIn(admin.app);
      const crossSite = await admin.app.inject({
        method: "POST",
        url: "/admin/history/undo",
        headers: { cookie, ...type, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        payload,
      });
      expect(crossSite.statusCode).toBe(403);
      const own = await admin.app.inject({ url: "/admin/history", headers: { cookie, ...sameOrigin } });
      expect(own.statusCode).toBe(200);
    } finally {
      await admin.close();
    }
  });
});
