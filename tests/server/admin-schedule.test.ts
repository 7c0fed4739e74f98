/**
 * Scheduled publishing (server/admin/schedule/): times on the editors' clock; the schedule page
 * where an editor, not an author, chooses when a draft goes live; and the scheduler, which
 * publishes a due draft as the editor who scheduled it, takes one it may not publish off the
 * schedule with the reason, works from the database alone (as after a restart), and publishes a draft once when
 * two instances share one PostgreSQL.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { silentLog } from "../../scripts/lib/silent-log.ts";
import { tempDir } from "../../scripts/lib/temp-dirs.ts";
import { addAccount } from "../../server/admin/accounts.ts";
import { readCmsConfig } from "../../server/admin/content/cms-config.ts";
import type { ContentContext } from "../../server/admin/content/context.ts";
import type { Editor } from "../../server/admin/contracts.ts";
import { publishDue } from "../../server/admin/schedule/scheduler.ts";
import { editorsMoment, editorsTime } from "../../server/admin/schedule/time.ts";
import { findDraft, scheduleDraft } from "../../server/admin/store/drafts.ts";
import { openAdminDatabase } from "../../server/admin/store/open.ts";
import type { Database } from "../../server/db/database.ts";
import { documentOf } from "../support/html-document.ts";
import { sharedPostgres } from "../support/postgres.ts";
import { type ContentApi, committer, editor, startContentApi, storyWithPhoto } from "./fixtures/content-api.ts";

const author: Editor = { id: 9, email: "ravi.kumar@scriptoria.example", name: "Ravi Kumar", role: "author" };
const slug = "2026-12-scheduled-story";
const path = `content/news/${slug}.md`;
const key = { collection: "news", slug };

const apis: ContentApi[] = [];
afterEach(async () => {
  for (const api of apis.splice(0)) await api.close();
});

async function contentApi(account: Editor = editor): Promise<ContentApi> {
  const api = await startContentApi(account);
  apis.push(api);
  return api;
}

/** A draft story without a photo (an illustration), saved through the API by `as`. */
async function draft(api: ContentApi, as: Editor = author) {
  const raw = storyWithPhoto("x.jpg").replace("photo: x.jpg\n", "illustration: news-1\n");
  const saved = await api.post(
    "persistEntry",
    {
      branch: "main",
      dataFiles: [{ slug, path, raw }],
      assets: [],
      options: { commitMessage: "x", useWorkflow: true, collectionName: "news" },
    },
    as,
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The editing API's context for a working copy and a database, as the server makes it at start. */
function contextOf(dir: string, db: Database, published: string[]): ContentContext {
  return {
    repoDir: dir,
    config: readCmsConfig(dir),
    committer,
    db,
    publisher: {
      request: (commit) => void published.push(commit),
      status: () => ({ state: "idle" }),
      close: async () => {},
    },
    log: silentLog as unknown as ContentContext["log"],
  };
}

/** An editor's account in `db` (the scheduler asks who scheduled a draft). */
async function editorAccount(db: Database, role: Editor["role"] = "editor"): Promise<number> {
  const account = await addAccount(
    db,
    { email: `${role}@scriptoria.example`, name: `An ${role}`, password: "tulip-harbour-42-lantern", role },
    Date.now(),
  );
  return account.id;
}

const form = (api: ContentApi, url: string, fields: Record<string, string>, as: Editor) => api.form(url, fields, as);

describe("the editors' clock", () => {
  it("reads a day and a time as India Standard Time, and refuses what is neither", () => {
    expect(editorsMoment("2026-12-02", "09:00")).toBe(Date.UTC(2026, 11, 2, 3, 30));
    expect(editorsMoment("2027-01-01", "00:15")).toBe(Date.UTC(2026, 11, 31, 18, 45));
    expect(editorsMoment("2026-04-31", "09:00")).toBeUndefined();
    expect(editorsMoment("2026-12-02", "24:00")).toBeUndefined();
    expect(editorsMoment("2 December", "9")).toBeUndefined();
    expect(editorsTime(Date.UTC(2026, 11, 2, 3, 30))).toBe("2 December 2026 at 09:00 India Standard Time");
  });
});

describe("the schedule page", () => {
  it("lets an editor schedule a draft and take it off again; an author sees it and may not", async () => {
    const api = await contentApi();
    await draft(api);
    const year = new Date().getUTCFullYear() + 1;
    const fields = { ...key, day: `${year}-03-02`, time: "09:30" };
    const refused = await form(api, "/admin/schedule", fields, author);
    expect(refused.statusCode).toBe(403);
    const scheduled = await form(api, "/admin/schedule", fields, editor);
    expect(scheduled.statusCode).toBe(303);
    expect(scheduled.headers.location).toBe("/admin/schedule?done=scheduled");
    const stored = await findDraft(api.db, key);
    expect(stored?.publishAt).toBe(editorsMoment(`${year}-03-02`, "09:30"));
    expect(stored?.status).toBe("pending_publish");
    // The author can no longer change a scheduled draft.
    expect((await api.post("updateUnpublishedEntryStatus", { ...key, newStatus: "draft" }, author)).statusCode).toBe(
      403,
    );

    const page = documentOf(
      (await api.app.inject({ url: "/admin/schedule", headers: { "x-account": JSON.stringify(author) } })).body,
    );
    const item = page.querySelector(`#draft-news-${slug}`);
    expect(item?.querySelector("h2")?.textContent).toBe("A story with a photo");
    expect(item?.textContent).toContain(`Publishes on 2 March ${year} at 09:30 India Standard Time.`);
    expect(item?.querySelector("form")).toBeNull();

    const past = await form(api, "/admin/schedule", { ...fields, day: "2020-01-01" }, editor);
    expect(past.statusCode).toBe(422);
    expect(documentOf(past.body).querySelector("[role=alert]")?.textContent).toMatch(/has passed/);
    const notADay = await form(api, "/admin/schedule", { ...fields, day: `${year}-02-30` }, editor);
    expect(notADay.statusCode).toBe(422);
    const noDraft = await form(api, "/admin/schedule", { ...fields, slug: "nothing-here" }, editor);
    expect(noDraft.statusCode).toBe(404);

    expect((await form(api, "/admin/schedule/cancel", key, editor)).statusCode).toBe(303);
    expect((await findDraft(api.db, key))?.publishAt).toBeNull();
  });
});

describe("the scheduler", () => {
  it("publishes a due draft as the editor who scheduled it, once, from the database alone", async () => {
    const api = await contentApi();
    await draft(api);
    const scheduler = await editorAccount(api.db);
    await scheduleDraft(api.db, key, Date.now() + 60_000, scheduler);
    const published: string[] = [];
    // Not yet due: nothing happens.
    expect(await publishDue(contextOf(api.dir, api.db, published))).toBe(0);
    // Due: a context made afresh (as after a restart) publishes it.
    expect(await publishDue(contextOf(api.dir, api.db, published), Date.now() + 61_000)).toBe(1);
    expect(api.git("log", "-1", "--format=%an").trim()).toBe("An editor");
    expect(readFileSync(join(api.dir, path), "utf8")).toContain("headline: A story with a photo");
    expect(published).toEqual([api.git("rev-parse", "HEAD").trim()]);
    expect(await findDraft(api.db, key)).toBeUndefined();
    expect(await publishDue(contextOf(api.dir, api.db, published), Date.now() + 120_000)).toBe(0);
  });

  it("takes a draft scheduled by an account that became an author off the schedule, saying why", async () => {
    const api = await contentApi();
    await draft(api);
    const scheduler = await editorAccount(api.db, "author");
    await scheduleDraft(api.db, key, Date.now() - 1000, scheduler);
    const head = api.git("rev-parse", "HEAD");
    expect(await publishDue(contextOf(api.dir, api.db, []))).toBe(0);
    const kept = await findDraft(api.db, key);
    expect(kept?.publishAt).toBeNull();
    expect(kept?.scheduleNote).toMatch(
      /^Not published on .* India Standard Time: the account that scheduled it can no longer publish$/,
    );
    expect(api.git("rev-parse", "HEAD")).toBe(head);
  });

  it("publishes a draft once when two instances with their own working copies share one PostgreSQL", async () => {
    const url = await sharedPostgres().createDatabase();
    const [first, second] = [await contentApi(), await contentApi()];
    const dbs = [
      openAdminDatabase({ DATABASE_URL: url, dataDir: tempDir("pg-a") }, silentLog),
      openAdminDatabase({ DATABASE_URL: url, dataDir: tempDir("pg-b") }, silentLog),
    ];
    try {
      await Promise.all(dbs.map((db) => db.ready()));
      const [one, two] = dbs;
      if (!one || !two) throw new Error("two databases");
      // The draft, saved through the first instance's API into the shared database.
      const raw = storyWithPhoto("x.jpg").replace("photo: x.jpg\n", "illustration: news-1\n");
      await one.run(
        `INSERT INTO admin_drafts (collection, slug, path, raw, new_entry, status, author_id, author_name, created_at, updated_at)
         VALUES ('news', $1, $2, $3, 1, 'pending_publish', 9, 'Ravi Kumar', 1, 1)`,
        [slug, path, raw],
      );
      await scheduleDraft(one, key, Date.now() - 1000, await editorAccount(one));
      const published: string[] = [];
      const counts = await Promise.all([
        publishDue(contextOf(first.dir, one, published)),
        publishDue(contextOf(second.dir, two, published)),
      ]);
      expect(counts.sort()).toEqual([0, 1]);
      expect(published).toHaveLength(1);
      expect(await findDraft(one, key)).toBeUndefined();
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  });
});
