/**
 * The editing screen's publish status bar as the server sends it: its live region and button in
 * the bar above the screen from the start, its script after Decap's (no inline script: the
 * screen's CSP), and the screen's scripts themselves to signed-in editors only. Then the script itself in a DOM (happy-dom) with
 * Decap's event registry and the status it reads stood in for: each read of the status is started
 * by the test, as the bar's timer would, and the test waits for what the bar shows, so it can
 * leave out the states that pass between two reads (a refused build's "failed", when the rest of
 * its saves is built again at once). In a real browser: tests/e2e/admin-publish.spec.ts and
 * tests/engines/admin-journey.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Window } from "happy-dom";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { until } from "../../scripts/lib/until.ts";
import type { PublishStatus } from "../../server/admin/contracts.ts";
import { type AdminApp, createAccount, signedIn, startAdmin } from "../support/admin.ts";

const cmsFile = (name: string) => readFileSync(join(import.meta.dirname, "..", "..", "cms", name), "utf8");
const script = cmsFile("publish-status.js");

describe("the publish status bar", () => {
  let admin: AdminApp;
  beforeEach(async () => {
    admin = await startAdmin();
    await createAccount(admin.config);
  });
  afterEach(() => admin.close());

  test("is in the bar above the editing screen: a polite live region and a hidden button, its script after Decap's", async () => {
    const cookie = await signedIn(admin.app);
    const page = (await admin.app.inject({ url: "/admin/", headers: { cookie } })).body;
    // The bar is the body's first element: in the page's flow, above Decap's screen.
    expect(page).toMatch(/<body>\s*<div class="screen-bar"><form class="session"/);
    expect(page).toContain(
      '<div id="publish-status" class="publish-status" data-state=""><p role="status"></p><button type="button" aria-label="Dismiss" hidden="">×</button></div></div>',
    );
    // Decap's bundle between the screen's scripts (relative to /admin/ in cms/index.html), the bar's last.
    const scripts = ["screen-start.js", "/admin/decap-cms.js", "screen.js", "/admin/publish-status.js"];
    const at = scripts.map((src) => page.search(new RegExp(`<script (type="module" )?src="${src}"></script>`)));
    expect(at[0]).toBeGreaterThan(0);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(page.match(/<script>/g)).toBeNull();
  });

  test("the screen's scripts are served to signed-in editors only", async () => {
    for (const name of ["screen-start.js", "screen.js", "publish-status.js"]) {
      const anonymous = await admin.app.inject(`/admin/${name}`);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain("CMS");
      const cookie = await signedIn(admin.app);
      const response = await admin.app.inject({ url: `/admin/${name}`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/javascript; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toBe(cmsFile(name));
    }
  });

  test("the status it reads answers signed-in, same-origin requests only", async () => {
    const cookie = await signedIn(admin.app);
    const status = await admin.app.inject({
      url: "/admin/api/publish",
      headers: { cookie, "sec-fetch-site": "same-origin" },
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ state: "idle" });
    const anonymous = await admin.app.inject({
      url: "/admin/api/publish",
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

type Refusal = NonNullable<PublishStatus["refusals"]>[number];

/** What GET /admin/api/publish answers now, for every screen. */
interface StandInServer {
  status: PublishStatus | "signed-out";
}

interface Screen {
  text(): string;
  state(): string | undefined;
  links(): string[];
  /** The message's first node: the same node after a read means the message was not written again. */
  firstNode(): unknown;
  /** The bar's next read of the status (its timer, run now); resolves once the bar has shown it. */
  read(): Promise<void>;
  /**
   * A publish from Decap's screen (its editorial workflow's publish events; another pair of events
   * when given) with the entry (an Immutable Map in Decap: `get` is what the bar uses).
   */
  save(entry: { path: string; collection: string; slug: string }, events?: [string, string]): Promise<void>;
  /** Decap's event `name` without an entry (a draft saved: postSave). */
  fire(name: string): Promise<void>;
  /** The screen goes to another address; resolves once the page has told its listeners. */
  go(hash: string): Promise<void>;
}

const barHtml =
  '<div id="publish-status" class="publish-status" data-state=""><p role="status"></p><button type="button" aria-label="Dismiss" hidden>×</button></div>';
const takenBack = "The change was taken back and the live site is unchanged: correct it and save again.";

const screens: Window[] = [];
afterEach(async () => {
  await Promise.all(screens.splice(0).map((window) => window.happyDOM.close()));
});

/** Opens the editing screen: the bar's markup, Decap's registry, then the real script. */
async function openScreen(server: StandInServer, hash = "#/collections/news"): Promise<Screen> {
  const window = new Window({ url: `https://scriptoria.example/admin/${hash}` });
  screens.push(window);
  window.document.body.innerHTML = barHtml;
  const handlers = new Map<string, (event: object) => unknown>();
  let timer: (() => Promise<void>) | undefined;
  let scheduled = 0;
  // The script's own timers, fetch and signals (happy-dom keeps its own for its events).
  const stand = {
    setTimeout: (run: () => Promise<void>) => {
      timer = run;
      scheduled += 1;
      return scheduled;
    },
    clearTimeout: () => {
      timer = undefined;
    },
    fetch: async (url: string) => {
      expect(url).toBe("/admin/api/publish");
      const status = server.status;
      return status === "signed-out" ? new Response("", { status: 401 }) : Response.json(status);
    },
    AbortSignal,
  };
  Object.assign(window, {
    CMS: {
      registerEventListener: ({ name, handler }: { name: string; handler: (event: object) => unknown }) =>
        handlers.set(name, handler),
    },
  });
  const names = Object.keys(stand);
  const run = window.eval(`(function (${names.join(", ")}) {\n${script}\n})`) as (...values: unknown[]) => void;
  run(...Object.values(stand));
  await until("the first read", () => scheduled > 0);
  const message = () => window.document.querySelector("#publish-status [role=status]");
  return {
    text: () => message()?.textContent ?? "",
    state: () => window.document.getElementById("publish-status")?.getAttribute("data-state") ?? undefined,
    links: () => [...(message()?.querySelectorAll("a") ?? [])].map((link) => link.getAttribute("href") ?? ""),
    firstNode: () => message()?.firstChild,
    async read() {
      const run = timer;
      timer = undefined;
      if (!run) throw new Error("the bar has no read planned");
      await run();
    },
    async save(fields, [before, after] = ["prePublish", "postPublish"]) {
      const event = () => ({
        entry: { get: (key: string) => fields[key as keyof typeof fields] },
        author: { login: "editor", name: "An editor" },
      });
      await handlers.get(before)?.(event());
      const reads = scheduled;
      await handlers.get(after)?.(event());
      await until("the save's first read", () => scheduled > reads);
    },
    async fire(name) {
      await handlers.get(name)?.({ entry: { get: () => undefined } });
    },
    async go(hash) {
      const told = new Promise<void>((resolve) =>
        window.addEventListener("hashchange", (event) => {
          if (new URL(String(Reflect.get(event, "newURL"))).hash === hash) resolve();
        }),
      );
      window.location.hash = hash;
      await told;
    },
  };
}

const story = (name: string) => ({ path: `content/news/${name}.md`, collection: "news", slug: name });
/** A page the stand-in build changed: /news/a is titled "Story a". */
const titled = (path: string) => ({ path, title: `Story ${path.split("/").at(-1)}` });
const live = (commit: string, changedPaths: string[], refusals: Refusal[] = []): PublishStatus => ({
  state: "live",
  commit,
  servedCommit: commit,
  changedPages: changedPaths.map(titled),
  refusals,
});
const building = (commit: string, refusals: Refusal[] = []): PublishStatus => ({ state: "building", commit, refusals });
const failed = (refusals: Refusal[]): PublishStatus => {
  const last = refusals.at(-1) as Refusal;
  return { state: "failed", commit: last.commit, servedCommit: "c0", error: last.error, refusals };
};
const refusal = (id: number, commit: string, files: string[], error: Refusal["error"]): Refusal => ({
  id,
  at: id,
  commit,
  files,
  error,
});
const headlineRequired = (file: string) => ({ file, field: "headline", message: "is required" });

describe("the publish status bar's script, on the editing screen", () => {
  test("a save refused in a batch whose other save goes live: its editor reads the refusal, the other Live", async () => {
    const server: StandInServer = { status: live("c0", []) };
    const good = await openScreen(server);
    const bad = await openScreen(server);
    await good.save(story("a"));
    await bad.save(story("b"));
    expect(good.text()).toBe("Publishing your change…");
    expect(bad.text()).toBe("Publishing your change…");

    server.status = building("c2");
    await Promise.all([good.read(), bad.read()]);
    // The build of both saves fails on b; b is taken back, the rest built again at once: neither
    // screen reads the failed state.
    const refused = refusal(101, "c2", ["content/news/b.md"], headlineRequired("content/news/b.md"));
    server.status = building("c3", [refused]);
    await Promise.all([good.read(), bad.read()]);
    expect(good.text()).toBe("Publishing your change…");
    expect(bad.text()).toBe(`Not published: content/news/b.md — headline: is required. ${takenBack}`);
    expect(bad.state()).toBe("failed");

    server.status = live("c3", ["/news/a", "/news/b"], [refused]);
    await good.read();
    expect(good.text()).toBe("Live: Story a, Story b");
    expect(good.links()).toEqual(["/news/a", "/news/b"]);
    // The refused editor's bar stays on the refusal: its page shows the old version.
    await bad.read();
    expect(bad.text()).toBe(`Not published: content/news/b.md — headline: is required. ${takenBack}`);
  });

  test("the refusal is found after the rest went live, and a failed state read between the builds is not the other save's", async () => {
    const server: StandInServer = {
      status: live("c0", [], [refusal(7, "c-old", ["content/news/x.md"], { message: "old" })]),
    };
    const good = await openScreen(server);
    const bad = await openScreen(server);
    await good.save(story("a"));
    await bad.save(story("b"));
    const refused = refusal(101, "c2", ["content/news/b.md"], headlineRequired("content/news/b.md"));
    const kept = [refusal(7, "c-old", ["content/news/x.md"], { message: "old" }), refused];

    server.status = failed(kept);
    await good.read();
    expect(good.text()).toBe("Publishing your change…");
    expect(good.state()).toBe("building");

    // The rebuild went live before either bar read again.
    server.status = live("c3", ["/news/a", "/news/b"], kept);
    await Promise.all([good.read(), bad.read()]);
    expect(good.text()).toBe("Live: Story a, Story b");
    expect(bad.text()).toBe(`Not published: content/news/b.md — headline: is required. ${takenBack}`);
  });

  test("a new entry, whose file Decap names only by its address after the save, is found by its slug", async () => {
    const server: StandInServer = { status: live("c0", []) };
    const screen = await openScreen(server, "#/collections/news/new");
    await screen.save({ path: "", collection: "news", slug: "" });
    // Decap shows the saved entry at its address; the editor goes back to the list before the bar
    // reads again.
    await screen.go("#/collections/news/entries/2026-11-a-drawing");
    await screen.go("#/collections/news");
    server.status = building("c2");
    await screen.read();
    const refused = refusal(101, "c2", ["content/news/2026-11-a-drawing.md"], {
      file: "content/news/2026-11-a-drawing.md",
      field: "illustration",
      message: 'there is no illustration "news-99"',
    });
    server.status = live("c3", ["/news/other"], [refused]);
    await screen.read();
    expect(screen.text()).toBe(
      `Not published: content/news/2026-11-a-drawing.md — illustration: there is no illustration "news-99". ${takenBack}`,
    );
  });

  test("a refusal without a file named (a size budget) names the saved file", async () => {
    const server: StandInServer = { status: live("c0", []) };
    const screen = await openScreen(server);
    await screen.save(story("b"));
    const refused = refusal(101, "c2", ["content/news/b.md"], { message: "a page is over its size budget: /news/b" });
    server.status = building("c3", [refused]);
    await screen.read();
    expect(screen.text()).toBe(
      `Not published: content/news/b.md — a page is over its size budget: /news/b. ${takenBack}`,
    );
  });

  test("a draft saved says it is not live, and goes when the editor leaves the entry", async () => {
    const server: StandInServer = { status: live("c0", []) };
    const screen = await openScreen(server, "#/collections/news/new");
    await screen.fire("postSave");
    expect(screen.text()).toBe("Draft saved. It is not on the live site until an editor publishes it.");
    expect(screen.state()).toBe("draft");
    // The new entry moves to its own address: still the same entry.
    await screen.go("#/collections/news/entries/2026-11-a");
    expect(screen.text()).toBe("Draft saved. It is not on the live site until an editor publishes it.");
    await screen.go("#/collections/offices");
    expect(screen.text()).toBe("");
  });

  test("a deletion taken back is reported too (Decap's unpublish events)", async () => {
    const server: StandInServer = { status: live("c0", []) };
    const screen = await openScreen(server);
    await screen.save(story("b"), ["preUnpublish", "postUnpublish"]);
    const refused = refusal(101, "c2", ["content/news/b.md"], {
      file: "content/news/a.md",
      field: "related",
      message: "names a story that does not exist",
    });
    server.status = failed([refused]);
    await screen.read();
    expect(screen.text()).toBe(
      `Not published: content/news/a.md — related: names a story that does not exist. ${takenBack}`,
    );
  });

  test("an older refusal of the same file is not the save's: the save goes live", async () => {
    const old = refusal(50, "c1", ["content/news/b.md"], headlineRequired("content/news/b.md"));
    const server: StandInServer = { status: failed([old]) };
    const screen = await openScreen(server);
    await screen.save(story("b"));
    server.status = building("c2", [old]);
    await screen.read();
    server.status = live("c2", ["/news/b"], [old]);
    await screen.read();
    expect(screen.text()).toBe("Live: Story b");
  });

  test("a refused build that took nothing back (the code is broken) says the site is unchanged, as before", async () => {
    const server: StandInServer = { status: live("c0", []) };
    const screen = await openScreen(server);
    await screen.save(story("a"));
    server.status = building("c2");
    await screen.read();
    server.status = failed([refusal(101, "c2", [], { message: "the build could not start: no such file" })]);
    await screen.read();
    expect(screen.text()).toBe("Not published: the build could not start: no such file. The live site is unchanged.");
  });

  test("another editor's publish shows too; a save without a build says the site already shows it", async () => {
    const server: StandInServer = { status: live("c0", []) };
    const screen = await openScreen(server);
    expect(screen.text()).toBe("");
    server.status = building("c1");
    await screen.read();
    expect(screen.text()).toBe("Publishing a change…");
    server.status = live("c1", ["/news/z"]);
    await screen.read();
    expect(screen.text()).toBe("Live: Story z");

    await screen.save(story("a"));
    await until("the publish to be reported", async () => {
      if (screen.text() !== "Publishing your change…") return true;
      await screen.read();
      return false;
    });
    expect(screen.text()).toBe("Saved. The live site already shows this.");
  });

  test("Live: names the pages by their titles, and goes when the editor leaves the entry; a refusal stays", async () => {
    const server: StandInServer = { status: live("c0", []) };
    const screen = await openScreen(server, "#/collections/news/entries/a");
    await screen.save(story("a"));
    server.status = building("c1");
    await screen.read();
    server.status = {
      ...live("c1", []),
      changedPages: [{ path: "/news/a", title: "Accessibility lab opens in Pune" }],
    };
    await screen.read();
    expect(screen.text()).toBe("Live: Accessibility lab opens in Pune");
    expect(screen.links()).toEqual(["/news/a"]);
    await screen.go("#/collections/offices");
    expect(screen.text()).toBe("");
    expect(screen.state()).toBe("");

    const refused = refusal(101, "c2", ["content/news/b.md"], headlineRequired("content/news/b.md"));
    await screen.go("#/collections/news/entries/b");
    await screen.save(story("b"));
    server.status = failed([refused]);
    await screen.read();
    await screen.go("#/collections/offices");
    expect(screen.text()).toBe(`Not published: content/news/b.md — headline: is required. ${takenBack}`);
  });

  test("while building, it names the step and about how long is left, and says each step once", async () => {
    const server: StandInServer = { status: live("c0", []) };
    const screen = await openScreen(server);
    await screen.save(story("a"));
    const progress = (step: string, elapsedSeconds: number, usualSeconds?: number): PublishStatus => ({
      ...building("c1"),
      progress: { step, elapsedSeconds, ...(usualSeconds === undefined ? {} : { usualSeconds }) },
    });
    server.status = progress("Checking the content", 2, 40);
    await screen.read();
    expect(screen.text()).toBe("Publishing your change… Checking the content, about 40 s left.");
    const written = screen.firstNode();
    server.status = progress("Checking the content", 6, 40);
    await screen.read();
    expect(screen.firstNode()).toBe(written);
    server.status = progress("Writing the pages", 31, 40);
    await screen.read();
    expect(screen.text()).toBe("Publishing your change… Writing the pages, about 10 s left.");
    server.status = progress("Checking the pages' sizes", 38, 40);
    await screen.read();
    expect(screen.text()).toBe("Publishing your change… Checking the pages' sizes, almost done.");
    server.status = live("c1", ["/news/a"]);
    await screen.read();
    expect(screen.text()).toBe("Live: Story a");
    // Without earlier publishes to go by, the step alone.
    await screen.save(story("b"));
    server.status = progress("Checking the content", 1);
    await screen.read();
    expect(screen.text()).toBe("Publishing your change… Checking the content.");
  });

  test("a session that ends while a change is published says so, and stops reading", async () => {
    const server: StandInServer = { status: live("c0", []) };
    const screen = await openScreen(server);
    await screen.save(story("a"));
    server.status = "signed-out";
    await screen.read();
    expect(screen.text()).toBe("Your session has ended. Sign in again to see whether your change is live.");
    await expect(screen.read()).rejects.toThrow("no read planned");
  });
});
