/**
 * Photos through the editing API: JPEG, PNG and WebP made with sharp are accepted, committed
 * beside their entry under a name of their own and read back; an SVG, an HTML page, a JPEG-HTML
 * polyglot, HTML behind JPEG's magic bytes, a truncated JPEG and a PNG named .jpg are refused (415), a photo over
 * 20 MB is refused (413) before it is decoded, and a 200 MB upload is cut off with 413 long
 * before it has all arrived. Nothing refused is written or committed.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { maxRequestBytes } from "../../server/admin/content/api.ts";
import { type ContentApi, startContentApi, storyWithPhoto } from "./fixtures/content-api.ts";

let api: ContentApi;

beforeEach(async () => {
  api = await startContentApi();
});

afterEach(async () => {
  await api.close();
});

function picture() {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 60, b: 120 } } });
}

const photos = {
  jpeg: () => picture().jpeg().toBuffer(),
  png: () => picture().png().toBuffer(),
  webp: () => picture().webp().toBuffer(),
};

function persistMedia(path: string, bytes: Buffer) {
  return api.post("persistMedia", {
    branch: "main",
    asset: { path, content: bytes.toString("base64"), encoding: "base64" },
    options: { commitMessage: `Add photo “${path}”` },
  });
}

function head(): string {
  return api.git("rev-parse", "HEAD").trim();
}

function expectNothingChanged(before: string): void {
  expect(head()).toBe(before);
  expect(api.git("status", "--porcelain", "--untracked-files=all")).toBe("");
  expect(api.published).toEqual([]);
}

describe("accepted photos", () => {
  it.each(Object.entries(photos))("commits a %s beside the entries and reads it back", async (format, make) => {
    const bytes = await make();
    const extension = format === "jpeg" ? "jpg" : format;
    const sent = `content/news/team-${format}.${extension}`;
    const saved = await persistMedia(sent, bytes);
    expect(saved.statusCode).toBe(200);
    // Saved under its name and a hash of the saved bytes.
    const { path, name } = saved.json<{ path: string; name: string }>();
    expect(path).toMatch(new RegExp(`^content/news/team-${format}-[0-9a-f]{10}\\.${extension}$`));
    expect(name).toBe(path.split("/").at(-1));
    const [subject, ...files] = api.git("show", "--name-only", "--format=%s", "HEAD").split("\n").filter(Boolean);
    expect({ subject, files }).toEqual({ subject: `Add photo ${path}`, files: [path] });
    expect(existsSync(join(api.dir, sent))).toBe(false);
    const committed = readFileSync(join(api.dir, path));
    expect(await sharp(committed).metadata()).toMatchObject({ format, width: 320, height: 200 });

    const read = await api.post("getMediaFile", { branch: "main", path });
    expect(Buffer.from(read.json<{ content: string }>().content, "base64").equals(committed)).toBe(true);
    const listed = await api.post("getMedia", { branch: "main", mediaFolder: "content/news" });
    expect(listed.json<{ path: string }[]>().map((file) => file.path)).toEqual([path]);
  });

  it("saves a new story and its photo in one commit", async () => {
    const before = head();
    const bytes = await photos.jpeg();
    const saved = await api.post("persistEntry", {
      branch: "main",
      dataFiles: [{ slug: "2026-05-photo", path: "content/news/2026-05-photo.md", raw: storyWithPhoto("stand.jpg") }],
      assets: [{ path: "content/news/stand.jpg", content: bytes.toString("base64"), encoding: "base64" }],
      options: { commitMessage: "Add news “2026-05-photo”", useWorkflow: false, newEntry: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(api.git("rev-list", "--count", `${before}..HEAD`).trim()).toBe("1");
    const [story, photo] = api.git("show", "--name-only", "--format=", "HEAD").trim().split("\n").sort();
    expect(story).toBe("content/news/2026-05-photo.md");
    expect(photo).toMatch(/^content\/news\/stand-[0-9a-f]{10}\.jpg$/);
    // The story names the photo as it was saved.
    expect(readFileSync(join(api.dir, story ?? ""), "utf8")).toContain(`photo: ${photo?.split("/").at(-1)}\n`);
  });

  it("refuses a story naming a photo that is not there, and a photo saved away from its entry", async () => {
    const before = head();
    const missing = await api.post("persistEntry", {
      branch: "main",
      dataFiles: [{ slug: "2026-05-photo", path: "content/news/2026-05-photo.md", raw: storyWithPhoto("nowhere.jpg") }],
      assets: [],
      options: { commitMessage: "Add", useWorkflow: false, newEntry: true },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ file: "content/news/2026-05-photo.md", field: "photo" });

    const elsewhere = await api.post("persistEntry", {
      branch: "main",
      dataFiles: [{ slug: "2026-05-photo", path: "content/news/2026-05-photo.md", raw: storyWithPhoto("stand.jpg") }],
      assets: [
        { path: "content/samples/stand.jpg", content: (await photos.jpeg()).toString("base64"), encoding: "base64" },
      ],
      options: { commitMessage: "Add", useWorkflow: false, newEntry: true },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(existsSync(join(api.dir, "content/samples/stand.jpg"))).toBe(false);
    expectNothingChanged(before);
  });

  it("keeps photos out of the global media folder, which the build never reads", async () => {
    const before = head();
    const saved = await persistMedia("content/photos/team.jpg", await photos.jpeg());
    expect(saved.statusCode).toBe(403);
    expect((await api.post("getMedia", { branch: "main", mediaFolder: "content/photos" })).json()).toEqual([]);
    expectNothingChanged(before);
  });

  it("deletes an unused photo, and refuses to delete one a story still shows", async () => {
    const unused = (await persistMedia("content/news/unused.png", await photos.png())).json<{ path: string }>().path;
    const removed = await api.post("deleteFiles", {
      branch: "main",
      paths: [unused],
      options: { commitMessage: `Remove photo “${unused}”` },
    });
    expect(removed.statusCode).toBe(200);
    expect(existsSync(join(api.dir, unused))).toBe(false);
    expect(api.git("log", "-1", "--format=%s").trim()).toBe(`Remove ${unused}`);

    await api.post("persistEntry", {
      branch: "main",
      dataFiles: [{ slug: "2026-05-photo", path: "content/news/2026-05-photo.md", raw: storyWithPhoto("stand.jpg") }],
      assets: [
        { path: "content/news/stand.jpg", content: (await photos.jpeg()).toString("base64"), encoding: "base64" },
      ],
      options: { commitMessage: "Add", useWorkflow: false, newEntry: true },
    });
    const stand = api.git("ls-files", "content/news/stand-*.jpg").trim();
    expect(stand).not.toBe("");
    const used = await api.post("deleteFile", {
      branch: "main",
      path: stand,
      options: { commitMessage: "Remove photo" },
    });
    expect(used.statusCode).toBe(409);
    expect(used.json<{ error: string }>().error).toMatch(/content\/news\/2026-05-photo\.md/);
    expect(existsSync(join(api.dir, stand))).toBe(true);
  });
});

describe("refused files", () => {
  const html = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script></svg>',
  );
  const cases: [string, () => Promise<Buffer>][] = [
    ["an SVG named .jpg", async () => svg],
    ["an HTML page named .jpg", async () => html],
    ["a JPEG with an HTML page after its end", async () => Buffer.concat([await photos.jpeg(), html])],
    [
      "an HTML page behind JPEG's magic bytes",
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]),
    ],
    ["a truncated JPEG", async () => (await photos.jpeg()).subarray(0, 400)],
    ["a PNG named .jpg", photos.png],
  ];

  it.each(cases)("refuses %s with 415, writing nothing", async (_name, make) => {
    const before = head();
    const bytes = await make();
    const media = await persistMedia("content/news/upload.jpg", bytes);
    expect(media.statusCode).toBe(415);
    expect(media.json<{ error: string }>().error).toMatch(/content\/news\/upload\.jpg/);
    const entry = await api.post("persistEntry", {
      branch: "main",
      dataFiles: [{ slug: "2026-05-photo", path: "content/news/2026-05-photo.md", raw: storyWithPhoto("upload.jpg") }],
      assets: [{ path: "content/news/upload.jpg", content: bytes.toString("base64"), encoding: "base64" }],
      options: { commitMessage: "Add", useWorkflow: false, newEntry: true },
    });
    expect(entry.statusCode).toBe(415);
    expect(existsSync(join(api.dir, "content/news/upload.jpg"))).toBe(false);
    expectNothingChanged(before);
  });

  it("refuses an SVG under its own name", async () => {
    const before = head();
    const answer = await persistMedia("content/news/drawing.svg", svg);
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    expectNothingChanged(before);
  });

  it("refuses a photo over 20 MB with 413 before decoding it", async () => {
    const before = head();
    const answer = await persistMedia("content/news/huge.jpg", randomBytes(21 * 1024 * 1024));
    expect(answer.statusCode).toBe(413);
    expect(answer.json<{ error: string }>().error).toMatch(/at most 20 MB/);
    expectNothingChanged(before);
  });
});

/** Resolves when the socket can take more, or has closed (events.once would reject on its write error). */
function drained(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    socket.once("drain", resolve);
    socket.once("close", resolve);
  });
}

/**
 * Streams `total` bytes of a JSON body at the API over a bare socket, stopping once an answer
 * arrives; the answer's status and how much had been sent by then. The server may close the
 * connection while the body is still being written, so write errors only end the sending.
 */
async function upload(port: number, total: number, declareLength: boolean): Promise<{ status: number; sent: number }> {
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  const socket = connect({ port, host: "127.0.0.1" });
  let sent = 0;
  let answer = "";
  const answered = new Promise<number>((resolve) => {
    socket.on("data", (data) => {
      answer += data.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      if (status) resolve(Number(status));
    });
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
  });
  socket.on("error", () => undefined);
  const length = declareLength ? `Content-Length: ${total}` : "Transfer-Encoding: chunked";
  socket.write(`POST /admin/api/v1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${length}\r\n\r\n`);
  let done = false;
  void answered.then(() => {
    done = true;
  });
  while (!done && sent < total && !socket.destroyed) {
    const frame = declareLength
      ? chunk
      : Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
    sent += chunk.length;
    if (!socket.write(frame)) await Promise.race([drained(socket), answered]);
    // Let the answer be read as soon as it comes: once the server has closed, more data makes it reset the connection.
    await new Promise(setImmediate);
  }
  const status = await answered;
  socket.destroy();
  return { status, sent };
}

describe("a 200 MB upload", () => {
  it("is refused with 413 before it has arrived, with or without a declared length", async () => {
    const address = await api.app.listen({ port: 0, host: "127.0.0.1" });
    const port = Number(new URL(address).port);
    const total = 200 * 1024 * 1024;
    const declared = await upload(port, total, true);
    // Refused on its declared length: only what the sockets buffered was sent.
    expect(declared.status).toBe(413);
    expect(declared.sent).toBeLessThan(16 * 1024 * 1024);
    // Refused once the limit has been read.
    const chunked = await upload(port, total, false);
    expect(chunked.status).toBe(413);
    expect(chunked.sent).toBeLessThan(maxRequestBytes + 16 * 1024 * 1024);
    // The server carries on.
    const after = await fetch(`${address}/admin/api/v1`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    expect(after.status).toBe(200);
    expectNothingChanged(head());
  });
});
