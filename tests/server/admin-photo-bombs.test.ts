/**
 * The pixel limit, read from a photo's header: 4000 × 3000 passes; more than 40 megapixels, or
 * a side over 12,000 pixels, is refused with 413 naming the limit. Image bombs against the real server process (`node server/main.ts` with EDIT_REPO), from a
 * signed-in editors (two, each sending two: one account sends at most two uploads at once): four PNGs of 16,000 × 16,000 pixels (750 KB each, a gigabyte each once
 * decoded) sent at once are refused from their headers, naming the limit; four photos just
 * within the limit sent at once are decoded one after the other. Either way the server's memory
 * grows by less than 400 MB (the peak RSS of the server and of its photo process together, read
 * from /proc) and a sign-in made meanwhile answers within 2 s.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, test } from "vitest";
import { maxPhotoPixels } from "../../core/content-model/photo-limits.ts";
import { type ServerProcess, startServer } from "../../scripts/lib/server.ts";
import { serverEnv } from "../../scripts/lib/server-env.ts";
import { tempDir } from "../../scripts/lib/temp-dirs.ts";
import { loadConfig } from "../../server/config.ts";
import { type Account, createAccount, editor, editRepo } from "../support/admin.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { type ContentApi, startContentApi } from "./fixtures/content-api.ts";

cleanupAfterEach();

const megabyte = 1024 * 1024;

/** A value of /proc/<pid>/status in MB (VmRSS: now; VmHWM: the peak since it was last reset). */
function memory(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(kilobytes) / 1024;
}

/** A second editor: one account sends at most two uploads at once, so four at once come from two. */
const colleague: Account = {
  email: "ravi.iyer@scriptoria.example",
  name: "Ravi Iyer",
  password: "monsoon-ledger-77-copper",
};

async function signIn(server: ServerProcess, account: Account = editor): Promise<Response> {
  return fetch(`${server.url}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ email: account.email, password: account.password }).toString(),
  });
}

/** The server, its process id and a session cookie of each of the two editors. */
async function startSignedIn(): Promise<{ server: ServerProcess; pid: number; cookies: string[] }> {
  const env = { EDIT_REPO: editRepo(), DATA_DIR: tempDir("data") };
  const config = loadConfig(serverEnv(env));
  await createAccount(config);
  await createAccount(config, colleague);
  const server = await startServer({ env });
  const pid = server.child.pid;
  if (pid === undefined) throw new Error("the server has no process id");
  const cookies: string[] = [];
  for (const account of [editor, colleague]) {
    const answer = await signIn(server, account);
    expect(answer.status).toBe(303);
    cookies.push((answer.headers.get("set-cookie") ?? "").split(";")[0] ?? "");
  }
  return { server, pid, cookies };
}

function persistMedia(server: ServerProcess, cookie: string, path: string, bytes: Buffer): Promise<Response> {
  return fetch(`${server.url}/admin/api/v1`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, "sec-fetch-site": "same-origin", cookie },
    body: JSON.stringify({
      action: "persistMedia",
      params: {
        asset: { path, content: bytes.toString("base64"), encoding: "base64" },
        options: { commitMessage: `Add photo “${path}”` },
      },
    }),
  });
}

/** The server's process and its photo process (server/admin/content/photo-worker.ts), once it runs. */
function serverProcesses(pid: number): number[] {
  const children = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        const parent = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1];
        return Number(parent) === pid && readFileSync(`/proc/${name}/cmdline`, "utf8").includes("photo-worker.ts");
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children];
}

interface Attack {
  answers: { status: number; error?: string }[];
  /** How long each sign-in made while the uploads were in flight took, in ms. */
  signIns: number[];
  /** The peak RSS of the server's processes during the attack over their RSS before, in MB. */
  grownMb: number;
}

/**
 * Sends the uploads at once and, until every one has answered, signs in again and again. The
 * processes' peak RSS is reset first (clear_refs 5) so that VmHWM afterwards is this attack's
 * peak; the sum of the peaks is at least the peak of the sum.
 */
async function attack(server: ServerProcess, pid: number, cookies: string[], uploads: Buffer[], ext: string) {
  const processes = serverProcesses(pid);
  expect(processes).toHaveLength(2);
  const before = new Map(processes.map((each) => [each, memory(each, "VmRSS")]));
  for (const each of processes) writeFileSync(`/proc/${each}/clear_refs`, "5");
  let pending = uploads.length;
  const sent = uploads.map(async (bytes, index) => {
    const cookie = cookies[index % cookies.length] ?? "";
    const answer = await persistMedia(server, cookie, `content/news/upload-${index}.${ext}`, bytes);
    pending--;
    return { status: answer.status, ...((await answer.json()) as { error?: string }) };
  });
  const signIns: number[] = [];
  while (pending > 0) {
    const started = performance.now();
    expect((await signIn(server)).status).toBe(303);
    signIns.push(performance.now() - started);
  }
  const answers = await Promise.all(sent);
  let grownMb = 0;
  for (const each of serverProcesses(pid)) grownMb += memory(each, "VmHWM") - (before.get(each) ?? 0);
  const result: Attack = { answers, signIns, grownMb };
  console.info(
    `${uploads.length} × ${(uploads[0]?.length ?? 0) >> 10} KB: answers ${answers.map((a) => a.status).join(", ")};`,
    `sign-ins ${signIns.map((ms) => ms.toFixed(0)).join(", ")} ms; server memory +${result.grownMb.toFixed(0)} MB`,
  );
  return result;
}

describe("the pixel limit", () => {
  let api: ContentApi;

  beforeEach(async () => {
    api = await startContentApi();
  });

  afterEach(async () => {
    await api.close();
  });

  function upload(path: string, bytes: Buffer) {
    return api.post("persistMedia", {
      asset: { path, content: bytes.toString("base64"), encoding: "base64" },
      options: { commitMessage: "Add photo" },
    });
  }

  function plain(width: number, height: number) {
    return sharp({ create: { width, height, channels: 3, background: "#446688" } });
  }

  it("accepts a 4000 × 3000 camera photo", async () => {
    const answer = await upload("content/news/camera.jpg", await plain(4000, 3000).jpeg().toBuffer());
    expect(answer.statusCode).toBe(200);
  }, 60_000);

  it.each([
    ["7000 × 6000 (42 megapixels)", 7000, 6000, /7,000 × 6,000 pixels \(42\.0 megapixels\)/],
    ["12,001 × 100 (a side too long)", 12_001, 100, /12,001 × 100 pixels/],
  ])("refuses %s with 413 naming the limit, writing nothing", async (_name, width, height, size) => {
    const before = api.git("rev-parse", "HEAD");
    const answer = await upload("content/news/large.png", await plain(width, height).png().toBuffer());
    expect(answer.statusCode).toBe(413);
    const { error } = answer.json<{ error: string }>();
    expect(error).toMatch(size);
    expect(error).toContain("a photo may be at most 40 megapixels and 12,000 pixels on its longer side");
    expect(api.git("rev-parse", "HEAD")).toBe(before);
    expect(api.git("status", "--porcelain", "--untracked-files=all")).toBe("");
  });
});

test("four 16,000 × 16,000 PNGs at once are refused from their headers, and a sign-in meanwhile answers within 2 s", async () => {
  const { server, pid, cookies } = await startSignedIn();
  const [cookie = ""] = cookies;
  const bomb = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: "#777777" } })
    .png({ compressionLevel: 6 })
    .toBuffer();
  expect(bomb.length).toBeLessThan(megabyte);
  // One first, so that loading sharp is not counted as the attack's memory.
  expect((await persistMedia(server, cookie, "content/news/first.png", bomb)).status).toBe(413);

  const { answers, signIns, grownMb } = await attack(server, pid, cookies, [bomb, bomb, bomb, bomb], "png");
  for (const answer of answers) {
    expect(answer.status).toBe(413);
    expect(answer.error).toMatch(/16,000 × 16,000 pixels .*at most 40 megapixels and 12,000 pixels on its longer side/);
  }
  expect(signIns.length).toBeGreaterThan(0);
  for (const ms of signIns) expect(ms).toBeLessThan(2000);
  expect(grownMb).toBeLessThan(400);
}, 60_000);

test("four photos just within the limit at once are decoded one at a time, and a sign-in meanwhile answers within 2 s", async () => {
  const { server, pid, cookies } = await startSignedIn();
  const [cookie = ""] = cookies;
  const width = 7200;
  const height = Math.floor(maxPhotoPixels / width);
  // A gradient compresses small but decodes to 40 megapixels like any other photo.
  const row = Buffer.alloc(width * 3);
  for (let x = 0; x < width; x++) row.fill(Math.floor((x / width) * 255), x * 3, x * 3 + 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const warmUp = await persistMedia(
    server,
    cookie,
    "content/news/first.png",
    await sharp(photo).resize(64).png().toBuffer(),
  );
  expect(warmUp.status).toBe(200);

  const { answers, signIns, grownMb } = await attack(server, pid, cookies, [photo, photo, photo, photo], "jpg");
  for (const answer of answers) expect(answer.status).toBe(200);
  expect(signIns.length).toBeGreaterThan(0);
  for (const ms of signIns) expect(ms).toBeLessThan(2000);
  expect(grownMb).toBeLessThan(400);
}, 120_000);
