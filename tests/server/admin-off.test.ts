/**
 * The admin area is off unless EDIT_REPO is set: then /admin and everything under it answer
 * exactly as an unknown path does, and no file of server/admin/ is even loaded. A bad EDIT_REPO
 * stops the server at start-up with a message naming it.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ConfigError } from "../../core/env.ts";
import { startServer } from "../../scripts/lib/server.ts";
import { serverEnv } from "../../scripts/lib/server-env.ts";
import { tempDir } from "../../scripts/lib/temp-dirs.ts";
import { loadConfig } from "../../server/config.ts";
import { editRepo } from "../support/admin.ts";

describe("EDIT_REPO unset", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await startServer({ inProcess: true }));
  });
  afterAll(() => app.close());

  test.each([
    "/admin",
    "/admin/",
    "/admin/config.yml",
    "/admin/decap-cms.js",
    "/admin/admin.css",
    "/admin/api/session",
  ])("GET %s is the site's not-found page, as for any unknown path", async (path) => {
    const unknown = await app.inject("/no-such-page");
    const response = await app.inject(path);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(unknown.body);
    expect(response.headers["content-type"]).toBe(unknown.headers["content-type"]);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  test.each(["/admin/sign-in", "/admin/sign-out", "/admin/api/v1"])(
    "POST %s is 404 as any unknown post",
    async (path) => {
      const post = (url: string) =>
        app.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:80" },
          payload: "email=a%40b.example&password=whatever-password",
        });
      const unknown = await post("/no-such-endpoint");
      const response = await post(path);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    },
  );
});

/** Builds the app in a fresh process and lists the files under server/admin/ it loaded. */
function adminModulesLoaded(env: Record<string, string>): { status: number; loaded: string[] } {
  const script = `
    import { registerHooks } from "node:module";
    const loaded = [];
    registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });
    const { loadConfig } = await import("./server/config.ts");
    const { buildApp } = await import("./server/app.ts");
    const app = await buildApp(loadConfig(process.env));
    const response = await app.inject("/admin/");
    await app.close();
    const admin = loaded.filter((url) => url.includes("/server/admin/")).map((url) => url.slice(url.indexOf("/server/admin/")));
    console.log(JSON.stringify({ status: response.statusCode, loaded: admin }));
  `;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, ...serverEnv(env) },
    encoding: "utf8",
  });
  return JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as { status: number; loaded: string[] };
}

test("EDIT_REPO unset: no file of server/admin/ is loaded", () => {
  expect(adminModulesLoaded({ EDIT_REPO: "" })).toEqual({ status: 404, loaded: [] });
});

test("EDIT_REPO set: the admin area is loaded and /admin/ is the sign-in page (the check above can see it)", () => {
  const { status, loaded } = adminModulesLoaded({ EDIT_REPO: editRepo() });
  expect(status).toBe(200);
  expect(loaded).toContain("/server/admin/plugin.ts");
});

describe("a bad EDIT_REPO stops the server at start-up, saying why", () => {
  const problem = (path: string) => {
    try {
      loadConfig(serverEnv({ EDIT_REPO: path }));
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error(`EDIT_REPO=${path} was accepted`);
  };

  test("no such folder, or a file", () => {
    const missing = join(tempDir("edit-missing"), "nothing-here");
    expect(problem(missing)).toBe(
      `Invalid configuration:\n  EDIT_REPO must be the top folder of a git working copy (got "${missing}"): there is no such folder`,
    );
    const file = join(tempDir("edit-file"), "notes.txt");
    writeFileSync(file, "not a folder");
    expect(problem(file)).toContain("there is no such folder");
  });

  test("a folder that is not a git working copy", () => {
    expect(problem(tempDir("edit-plain"))).toMatch(
      /EDIT_REPO must be the top folder of a git working copy .*not a git repository/,
    );
  });

  test("a folder inside a working copy rather than its top", () => {
    const repo = editRepo();
    const inner = join(repo, "content");
    mkdirSync(inner);
    expect(problem(inner)).toContain(`: it is inside the working copy ${repo}`);
  });

  test("node server/main.ts exits 1 with the message", async () => {
    const child = spawn(process.execPath, ["server/main.ts"], {
      env: { ...process.env, ...serverEnv({ EDIT_REPO: tempDir("edit-plain") }) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    const code = await new Promise((resolve) => child.on("close", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("EDIT_REPO must be the top folder of a git working copy");
  });
});
