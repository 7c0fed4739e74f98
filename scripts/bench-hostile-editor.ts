/**
 * `npm run bench:hostile-editor`: a signed-in editor whose password an attacker holds, against the
 * real server (`node server/main.ts` with EDIT_REPO on a clone of this repository, publishing
 * with the real `npm run build`), while autocannon requests pages at `--rate` per second. Each
 * attack is sent through the editing API exactly as a browser would (session cookie, Origin,
 * Sec-Fetch-Site); its answer and time are printed, and what it must not have done is checked
 * (another story's photo unchanged, no GPS in git, the innocent saves live, HEAD building).
 * Targets: every attack answered as expected, no page request failing, pages' p99 at most
 * `--max-p99` ms (default 200) over the whole session. Exits 1 when one is missed.
 *   npm run bench:hostile-editor -- --rate 50
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import type { PublishStatus } from "../server/admin/contracts.ts";
import { type AdminSite, siteEditor, startAdminSite } from "./lib/admin-site.ts";
import { noisePhoto } from "./lib/noise-photo.ts";
import { pageLoadProcess, percentile } from "./lib/page-load.ts";
import { until } from "./lib/until.ts";

const { values } = parseArgs({
  options: {
    rate: { type: "string", default: "50" },
    "max-p99": { type: "string", default: "200" },
  },
});
const rate = Number(values.rate);
const maxP99 = Number(values["max-p99"]);
const buildDir = resolve(process.env.BUILD_ROOT ?? "build", "client");

interface Outcome {
  attack: string;
  answer: string;
  seconds: number;
  ok: boolean;
  /** When it started and ended (ms since the epoch), to find the pages requested meanwhile. */
  from: number;
  to: number;
}

const outcomes: Outcome[] = [];

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A request from `localAddress` (any 127.0.0.0/8 address is this machine: a client address of its own). */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string },
): Promise<Answer> {
  return new Promise((resolvePromise, reject) => {
    const request = httpRequest(
      url,
      { method: options.method ?? "GET", headers: options.headers, localAddress: options.localAddress },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolvePromise({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            headers: response.headers,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

let clientNumber = 10;
/** A fresh client address each time. */
const freshAddress = () => `127.0.${Math.floor(++clientNumber / 250)}.${(clientNumber % 250) + 1}`;

async function signIn(site: AdminSite, password: string, localAddress = "127.0.0.2", email = siteEditor.email) {
  const origin = site.url;
  return send(`${site.url}/admin/sign-in`, {
    method: "POST",
    localAddress,
    headers: {
      origin,
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
    },
    body: new URLSearchParams({ email, password }).toString(),
  });
}

function sessionCookie(answer: Answer): string {
  const header = answer.headers["set-cookie"];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const session = cookies.find((cookie) => cookie.includes("session="));
  if (!session) throw new Error(`no session cookie (status ${answer.status}): ${answer.body.slice(0, 200)}`);
  return session.split(";")[0] ?? "";
}

interface Api {
  post(action: string, params: unknown): Promise<Answer>;
}

function editingApi(site: AdminSite, cookie: string): Api {
  return {
    post: (action, params) =>
      send(`${site.url}/admin/api/v1`, {
        method: "POST",
        localAddress: "127.0.0.2",
        headers: {
          cookie,
          origin: site.url,
          "sec-fetch-site": "same-origin",
          "content-type": "application/json",
        },
        body: JSON.stringify({ action, params }),
      }),
  };
}

async function attempt(attack: string, run: () => Promise<{ answer: string; ok: boolean }>): Promise<void> {
  const started = performance.now();
  const from = Date.now();
  let result: { answer: string; ok: boolean };
  try {
    result = await run();
  } catch (error) {
    result = { answer: `threw: ${(error as Error).message}`, ok: false };
  }
  const seconds = (performance.now() - started) / 1000;
  outcomes.push({ attack, ...result, seconds, from, to: Date.now() });
  console.log(`${result.ok ? "ok  " : "FAIL"} ${attack}: ${result.answer} (${seconds.toFixed(2)} s)`);
}

const refused = (answer: Answer) => ({
  answer: `${answer.status} ${answer.body.slice(0, 140)}`,
  ok: answer.status >= 400 && answer.status < 500,
});
const accepted = (answer: Answer) => ({
  answer: `${answer.status} ${answer.body.slice(0, 140)}`,
  ok: answer.status === 200,
});

function story(front: Record<string, string>, body = "A paragraph of the story."): string {
  const fields = {
    date: "2026-11-20",
    headline: "A story from the hostile session",
    summary: "What the editor's stolen password was used for.",
    place: "Chennai",
    illustration: "news-12",
    alt: "A conference hall",
    ...front,
  };
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join("\n")}\nhighlights:\n  - One highlight.\n---\n\n${body}\n`;
}

function saveEntry(api: Api, path: string, raw: string, assets: unknown[] = [], newEntry = true): Promise<Answer> {
  return api.post("persistEntry", {
    entry: {
      slug:
        path
          .split("/")
          .at(-1)
          ?.replace(/\.\w+$/, "") ?? "x",
      path,
      raw,
    },
    assets,
    options: { commitMessage: `Create ${path}`, newEntry },
  });
}

const base64 = (bytes: Buffer) => bytes.toString("base64");

function git(site: AdminSite, args: string[]): string {
  return execFileSync("git", args, { cwd: site.repo, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }).trim();
}

function rssMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((item) => item.startsWith("VmRSS:"));
  return Number(/(\d+)/.exec(line ?? "")?.[1] ?? 0) / 1024;
}

async function publishStatus(site: AdminSite, cookie: string): Promise<PublishStatus> {
  const answer = await send(`${site.url}/admin/api/publish`, {
    localAddress: "127.0.0.2",
    headers: { cookie, origin: site.url, "sec-fetch-site": "same-origin" },
  });
  return JSON.parse(answer.body) as PublishStatus;
}

/** A photograph-like JPEG with GPS, a camera serial, XMP and a comment. */
async function gpsPhoto(seed = 0): Promise<Buffer> {
  const width = 1200;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 3) {
    pixels[at] = (at / 3) % 251;
    pixels[at + 1] = (at / 7) % 241;
    pixels[at + 2] = 90 + seed;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "Hostile", Model: "Camera", ImageDescription: "home address" },
      IFD2: { BodySerialNumber: "SERIAL-123456789" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "13/1 4/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "80/1 16/1 0/1" },
    })
    .toBuffer();
}

const site = await startAdminSite({ buildDir });
const load = await pageLoadProcess(site.url, rate);
try {
  const first = await signIn(site, siteEditor.password);
  const cookie = sessionCookie(first);
  const api = editingApi(site, cookie);
  const newsFolder = "content/news";
  const megabyte = 1_000_000;

  await attempt("a body of 1 MB of spaces with no newline", async () =>
    refused(await saveEntry(api, `${newsFolder}/spaces-body.md`, story({}, `a${" ".repeat(megabyte - 600)}b`))),
  );
  await attempt("a front-matter value of 1 MB of spaces", async () =>
    refused(
      await saveEntry(api, `${newsFolder}/spaces-front.md`, story({ summary: `a${" ".repeat(megabyte - 600)}b` })),
    ),
  );
  await attempt("1 MB of blank lines and spaces in the body", async () =>
    refused(await saveEntry(api, `${newsFolder}/spaces-lines.md`, story({}, " \n \r\n".repeat(megabyte / 5)))),
  );
  await attempt("an opening of 1 MB of whitespace", async () =>
    refused(await saveEntry(api, "content/openings/spaces.yml", `title: ${" \t".repeat(megabyte / 2)}x\n`)),
  );
  await attempt("500,000 nested brackets in the front matter", async () =>
    refused(await saveEntry(api, `${newsFolder}/brackets.md`, story({ summary: "[".repeat(500_000) }))),
  );
  await attempt("500,000 nested braces in an opening", async () =>
    refused(await saveEntry(api, "content/openings/braces.yml", `title: ${"{a: ".repeat(250_000)}`)),
  );
  const laughs = ["a: &a [x, x, x, x, x, x, x, x, x, x]"];
  for (let level = 1; level < 12; level++) {
    const previous = String.fromCharCode(96 + level);
    const name = String.fromCharCode(97 + level);
    laughs.push(`${name}: &${name} [${Array(10).fill(`*${previous}`).join(", ")}]`);
  }
  await attempt("a YAML alias bomb", async () =>
    refused(await saveEntry(api, "content/openings/laughs.yml", `${laughs.join("\n")}\ntitle: *l\n`)),
  );
  await attempt("a 900 KB headline", async () =>
    refused(await saveEntry(api, `${newsFolder}/long-headline.md`, story({ headline: "Headline ".repeat(100_000) }))),
  );

  // Four image bombs at once, and a sign-in meanwhile.
  const bomb = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: "#777" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const serverPid = await serverProcessId(site.url);
  const rssBefore = rssMegabytes(serverPid);
  let rssPeak = rssBefore;
  const sampling = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMegabytes(serverPid));
  }, 50);
  await attempt(`four ${bomb.length >> 10} KB PNGs of 16,000 x 16,000 pixels at once`, async () => {
    const bombs = [1, 2, 3, 4].map((index) =>
      api.post("persistMedia", {
        asset: { path: `${newsFolder}/bomb-${index}.png`, content: base64(bomb), encoding: "base64" },
        options: { commitMessage: "Upload" },
      }),
    );
    const signInStarted = performance.now();
    const other = await signIn(site, siteEditor.password, "127.0.0.3");
    const signInSeconds = (performance.now() - signInStarted) / 1000;
    const answers = await Promise.all(bombs);
    clearInterval(sampling);
    const grown = rssPeak - rssBefore;
    return {
      answer: `${answers.map((answer) => answer.status).join(", ")}; sign-in ${other.status} in ${signInSeconds.toFixed(2)} s; server memory +${grown.toFixed(0)} MB`,
      ok: answers.every((answer) => answer.status >= 400 && answer.status < 500) && signInSeconds < 2 && grown < 400,
    };
  });

  // The media listing with large photos in the folder.
  const large = await noisePhoto(4000, 3000);
  for (let index = 1; index <= 4; index++) {
    await api.post("persistMedia", {
      asset: { path: `${newsFolder}/large-${index}.jpg`, content: base64(large), encoding: "base64" },
      options: { commitMessage: "Upload" },
    });
  }
  await attempt(
    `the media listing of a folder with four ${(large.length / 1048576).toFixed(0)} MB photos`,
    async () => {
      const answer = await api.post("getMedia", { mediaFolder: newsFolder });
      return {
        answer: `${answer.status}, ${(answer.body.length / 1048576).toFixed(2)} MB`,
        ok: answer.status === 200 && answer.body.length < 8 * 1048576,
      };
    },
  );

  // A photo of the same name as another story's.
  const photoOf = (path: string) =>
    /^photo: (.+)$/m.exec(readFileSync(join(site.repo, path), "utf8"))?.[1]?.trim() ?? "";
  const storyA = `${newsFolder}/story-with-photo.md`;
  const saveA = await saveEntry(api, storyA, story({ photo: "photo.jpg" }).replace("illustration: news-12\n", ""), [
    { path: `${newsFolder}/photo.jpg`, content: base64(await gpsPhoto(1)), encoding: "base64" },
  ]);
  if (saveA.status !== 200) throw new Error(`the first story with a photo was refused: ${saveA.body}`);
  const photoA = photoOf(storyA);
  const blobA = git(site, ["rev-parse", `HEAD:${newsFolder}/${photoA}`]);
  await attempt(`a new story uploading another "photo.jpg" (the name story A's photo was uploaded as)`, async () => {
    const answer = await saveEntry(
      api,
      `${newsFolder}/same-photo-name.md`,
      story({ photo: "photo.jpg", headline: "Story B" }).replace("illustration: news-12\n", ""),
      [{ path: `${newsFolder}/photo.jpg`, content: base64(await gpsPhoto(2)), encoding: "base64" }],
    );
    const unchanged = photoOf(storyA) === photoA && git(site, ["rev-parse", `HEAD:${newsFolder}/${photoA}`]) === blobA;
    return {
      answer: `${answer.status}; story B shows ${photoOf(`${newsFolder}/same-photo-name.md`)}, story A's photo ${unchanged ? "unchanged" : "CHANGED"}`,
      ok: answer.status === 200 && unchanged,
    };
  });
  await attempt(`a new story naming story A's "photo.jpg" without uploading it (declining "replace?")`, async () =>
    refused(
      await saveEntry(
        api,
        `${newsFolder}/declined.md`,
        story({ photo: "photo.jpg", headline: "Story C" }).replace("illustration: news-12\n", ""),
      ),
    ),
  );

  await attempt("a JPEG with GPS, a camera serial and a description", async () => {
    const answer = await api.post("persistMedia", {
      asset: { path: `${newsFolder}/located.jpg`, content: base64(await gpsPhoto()), encoding: "base64" },
      options: { commitMessage: "Upload" },
    });
    const saved = JSON.parse(answer.body) as { path?: string };
    const committed = execFileSync("git", ["show", `HEAD:${saved.path ?? `${newsFolder}/located.jpg`}`], {
      cwd: site.repo,
      maxBuffer: 64 * 1024 * 1024,
    });
    const metadata = await sharp(committed).metadata();
    const exif = metadata.exif?.toString("latin1") ?? "";
    const clean = !/SERIAL-123456789|home address|Hostile/.test(committed.toString("latin1")) && !exif.includes("GPS");
    return {
      answer: `${answer.status}; committed ${clean ? "without" : "WITH"} GPS, serial and description`,
      ok: answer.status === 200 && clean,
    };
  });

  await attempt("a client's commit message that git would refuse", async () => {
    const answer = await api.post("persistEntry", {
      entry: {
        slug: "commit-message",
        path: `${newsFolder}/commit-message.md`,
        raw: story({ headline: "A story saved with a strange commit message" }),
      },
      assets: [],
      options: { commitMessage: "\u0000--amend\n\n# only a comment", newEntry: true },
    });
    return accepted(answer);
  });

  await attempt("a photo whose name differs from another's only in case", async () => {
    const photo = await gpsPhoto();
    await api.post("persistMedia", {
      asset: { path: `${newsFolder}/casing.jpg`, content: base64(photo), encoding: "base64" },
      options: { commitMessage: "Upload" },
    });
    return refused(
      await api.post("persistMedia", {
        asset: { path: `${newsFolder}/CASING.jpg`, content: base64(photo), encoding: "base64" },
        options: { commitMessage: "Upload" },
      }),
    );
  });

  await attempt("deleting every leader", async () => {
    const leaders = git(site, ["ls-files", "content/leaders"])
      .split("\n")
      .filter((path) => path.endsWith(".md"));
    return refused(await api.post("deleteFiles", { paths: leaders, options: { commitMessage: "Remove" } }));
  });

  await attempt("a story with U+2028, a CJK letter, an emoji and rare Latin letters", async () =>
    accepted(
      await saveEntry(
        api,
        `${newsFolder}/rare-characters.md`,
        story(
          { headline: "Đàn ŀ Ŧ 出版 📚 from the hostile session" },
          "First line\u2028second line.\u2029Another paragraph.",
        ),
      ),
    ),
  );

  // A refused save, saved again during its build, and an innocent one meanwhile.
  const innocentTitle = `Open role ${Date.now()}`;
  await attempt("a story only the build refuses, saved again during its build, beside an innocent save", async () => {
    const bad = `${newsFolder}/refused-by-build.md`;
    const first = await saveEntry(api, bad, story({ illustration: "no-such-illustration" }));
    await until("the build to start", async () => (await publishStatus(site, cookie)).state === "building", 60_000);
    const again = await saveEntry(
      api,
      bad,
      story({ illustration: "no-such-illustration", headline: "Saved again" }),
      [],
      false,
    );
    const opening = git(site, ["ls-files", "content/openings"]).split("\n")[0] ?? "";
    const text = readFileSync(join(site.repo, opening), "utf8").replace(/^title: .*$/m, `title: ${innocentTitle}`);
    const innocent = await saveEntry(api, opening, text, [], false);
    return {
      answer: `${first.status}, ${again.status}, innocent ${innocent.status}`,
      ok: innocent.status === 200,
    };
  });

  // Sign-in attempts from 24 fresh addresses at once, and the editor's own meanwhile.
  await attempt("24 wrong sign-ins at once from fresh addresses, and a real one", async () => {
    const flood = Array.from({ length: 24 }, (_, index) =>
      signIn(site, `wrong-password-${index}-guess`, freshAddress(), `someone${index}@scriptoria.example`),
    );
    const started = performance.now();
    const real = await signIn(site, siteEditor.password, freshAddress());
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(flood);
    return {
      answer: `the editor's sign-in ${real.status} in ${seconds.toFixed(2)} s`,
      ok: real.status === 303 && seconds < 2,
    };
  });

  // Everything settles: the innocent save and the good stories live, the refused one not in HEAD, HEAD built.
  await attempt("after the session: publishing settles on HEAD, with every good save", async () => {
    let status = await publishStatus(site, cookie);
    await until(
      "publishing to settle",
      async () => {
        status = await publishStatus(site, cookie);
        return status.state !== "building" && status.servedCommit === git(site, ["rev-parse", "HEAD"]);
      },
      900_000,
    );
    const opening = await fetch(`${site.url}/company/career`).then((answer) => answer.text());
    const refusedAtHead = git(site, ["ls-files", `${newsFolder}/refused-by-build.md`]);
    const ok = opening.includes(innocentTitle) && refusedAtHead === "";
    return {
      answer: `${status.state}; the innocent opening ${opening.includes(innocentTitle) ? "live" : "MISSING"}; the refused story ${refusedAtHead ? "STILL AT HEAD" : "not at HEAD"}`,
      ok,
    };
  });
} finally {
  const samples = await load.stop();
  await site.stop();
  const failedPages = samples.filter(([, , status]) => status < 200 || status >= 300).length;
  const latencies = samples.map(([, latency]) => latency).filter((latency) => !Number.isNaN(latency));
  console.log("\nPages requested during each attack (p99, max, ms):");
  for (const outcome of outcomes) {
    const during = samples.filter(([at]) => at >= outcome.from && at <= outcome.to + 100).map(([, latency]) => latency);
    const shown = (ms: number) => (Number.isNaN(ms) ? "-" : ms.toFixed(0)).padStart(5);
    console.log(
      `  ${shown(percentile(during, 99))} ${shown(Math.max(0, ...during))}  ${during.length} pages  ${outcome.attack}`,
    );
  }
  const p99 = percentile(latencies, 99);
  console.log(
    `\nPages at ${rate}/s during the session: ${samples.length} requests, ${failedPages} errors, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(0, ...latencies).toFixed(1)} ms`,
  );
  const failed = outcomes.filter((outcome) => !outcome.ok);
  const met = failed.length === 0 && failedPages === 0 && p99 <= maxP99;
  console.log(
    met
      ? `Targets met: ${outcomes.length} attacks answered as expected, 0 errors, p99 at most ${maxP99} ms.`
      : `Targets missed: ${failed.length} attacks not answered as expected, ${failedPages} errors, p99 ${p99} ms (at most ${maxP99}).`,
  );
  if (!met) process.exitCode = 1;
}
/** The server's process id, from the port it listens on. */
async function serverProcessId(url: string): Promise<number> {
  const port = new URL(url).port;
  const out = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on ${port}`);
  return Number(pid);
}
