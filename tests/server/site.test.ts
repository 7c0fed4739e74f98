import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../scripts/lib/server.ts";
import { indexBuild } from "../../server/site.ts";

const script = "console.log(1);".repeat(40);
const video = randomBytes(64 * 1024);
/** The time every file of the fixture was last modified. */
const modified = new Date("2026-01-15T10:00:00Z");

/** Writes `text` with its brotli and gzip copies, as scripts/precompress.ts does. */
function writeCompressed(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

/**
 * A tiny build: two pages with inline scripts and structured data (as the build writes them), the 404 page, a hashed
 * script (with brotli and gzip copies, like the home page), an icon and a video (without).
 */
function fixtureBuild(): string {
  const root = mkdtempSync(join(tmpdir(), "site-build-"));
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title><script type="application/ld+json">{"@type":"WebPage"}</script></head><body><h1>${title}</h1><script>window.__reactRouterContext = {}</script><script type="module" async="">import "/assets/app-1.js";</script><script type="application/json" data-route-data>"[{\\"_1\\":2}]"</script></body></html>`;
  const notFound = `<!DOCTYPE html><html><head><title>Page not found</title></head><body><h1>Page not found</h1><script src="/dialog-fallback.js" defer=""></script></body></html>`;
  mkdirSync(join(root, "company", "Aboutus"), { recursive: true });
  mkdirSync(join(root, "404"));
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, "media"));
  writeCompressed(join(root, "index.html"), page("Home"));
  writeFileSync(join(root, "company", "Aboutus", "index.html"), page("About"));
  writeFileSync(join(root, "404", "index.html"), notFound);
  writeCompressed(join(root, "assets", "app-1.js"), script);
  writeFileSync(join(root, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, "media", "intro.mp4"), video);
  for (const file of ["index.html", "assets/app-1.js", "favicon.svg", "media/intro.mp4"]) {
    utimesSync(join(root, file), modified, modified);
  }
  return root;
}

describe("static site server", () => {
  let root: string;
  let app: FastifyInstance;
  let proxied: FastifyInstance;

  beforeAll(async () => {
    root = fixtureBuild();
    app = (await startServer({ inProcess: true, buildDir: root })).app;
    proxied = (await startServer({ inProcess: true, buildDir: root, env: { TRUST_PROXY: "127.0.0.1" } })).app;
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves a page with a CSP that allows exactly its inline scripts", async () => {
    const response = await app.inject("/company/Aboutus");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<h1>About</h1>");
    const csp = response.headers["content-security-policy"] as string;
    // The context script and the module script; not the structured data or the route data,
    // which no browser runs.
    expect(csp.match(/'sha256-[^']+'/g)).toHaveLength(2);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline'; script");
  });

  it("redirects case variants and parent paths, keeping the query", async () => {
    const variant = await app.inject("/COMPANY/aboutus?x=1");
    expect(variant.statusCode).toBe(301);
    expect(variant.headers.location).toBe("/company/Aboutus?x=1");
    const parent = await app.inject("/company");
    expect(parent.statusCode).toBe(301);
    expect(parent.headers.location).toBe("/company/Aboutus");
  });

  it("answers 404 with the script-free not-found page", async () => {
    const response = await app.inject("/company/Aboutus/extra");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Page not found");
    expect(response.body).not.toContain('type="module"');
    expect(response.body).not.toContain("__reactRouterContext");
  });

  it("refuses to start on a build whose not-found page runs scripts", () => {
    const broken = fixtureBuild();
    try {
      writeFileSync(
        join(broken, "404", "index.html"),
        `<html><body><h1>Page not found</h1><script>window.x = 1</script></body></html>`,
      );
      expect(() => indexBuild(broken)).toThrow(/not-found page .* runs scripts/);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it("refuses paths that try to leave the build", async () => {
    for (const url of ["/../package.json", "/%2e%2e/package.json", "/assets/..%2f..%2fpackage.json"]) {
      const response = await app.inject(url);
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body).not.toContain('"name"');
    }
  });

  it("answers 400 for a malformed URL", async () => {
    expect((await app.inject("/%E0%A4%A")).statusCode).toBe(400);
  });

  it("sends HSTS only for requests that arrived over https", async () => {
    expect((await app.inject("/")).headers["strict-transport-security"]).toBeUndefined();
    const secure = await proxied.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it("answers with the brotli or gzip copy the client accepts, brotli first, never one refused with q=0", async () => {
    const cases: [string, string | undefined][] = [
      ["gzip, deflate, br", "br"],
      ["br;q=0.5, gzip", "gzip"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["*", "br"],
      ["*;q=0.5, br;q=0", "gzip"],
      ["br;q=0, gzip;q=0", undefined],
      ["identity", undefined],
      ["", undefined],
    ];
    for (const [accepted, coding] of cases) {
      const response = await get("/assets/app-1.js", { "accept-encoding": accepted });
      expect(response.statusCode, accepted).toBe(200);
      expect(response.headers["content-encoding"], accepted).toBe(coding);
      expect(response.headers.vary, accepted).toBe("Accept-Encoding");
      expect(response.headers["content-type"], accepted).toBe("application/javascript; charset=utf-8");
      const body = response.rawPayload;
      const text = coding === "br" ? brotliDecompressSync(body) : coding === "gzip" ? gunzipSync(body) : body;
      expect(text.toString(), accepted).toBe(script);
      expect(Number(response.headers["content-length"]), accepted).toBe(body.length);
    }
    // A file without compressed copies does not vary.
    const video = await get("/media/intro.mp4", { "accept-encoding": "br, gzip" });
    expect(video.headers["content-encoding"]).toBeUndefined();
    expect(video.headers.vary).toBeUndefined();
  });

  it("sends a strong ETag per representation, from the content", async () => {
    const etags = await Promise.all(
      ["br", "gzip", "identity"].map(async (coding) => (await get("/", { "accept-encoding": coding })).headers.etag),
    );
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/);
    expect(etags[0]).toMatch(/-br"$/);
    expect(etags[1]).toMatch(/-gz"$/);
    expect(new Set(etags).size).toBe(3);
    expect((await get("/", { "accept-encoding": "br" })).headers.etag).toBe(etags[0]);
    expect((await get("/company/Aboutus")).headers.etag).not.toBe(etags[2]);
  });

  it("answers 304 without a body when If-None-Match names the current ETag (weak comparison, lists, *)", async () => {
    const first = await get("/", { "accept-encoding": "br" });
    const etag = first.headers.etag as string;
    for (const condition of [etag, `W/${etag}`, `"other", ${etag}`, `W/"other",W/${etag}`, "*"]) {
      const response = await get("/", { "accept-encoding": "br", "if-none-match": condition });
      expect(response.statusCode, condition).toBe(304);
      expect(response.rawPayload.length, condition).toBe(0);
      expect(response.headers.etag, condition).toBe(etag);
      expect(response.headers["cache-control"], condition).toBe("no-cache");
      expect(response.headers.vary, condition).toBe("Accept-Encoding");
      // A cache updates the stored page's headers from the 304: the page's own policy, not the default.
      expect(response.headers["content-security-policy"], condition).toBe(first.headers["content-security-policy"]);
      expect(response.headers["content-length"], condition).toBeUndefined();
      expect(response.headers["x-content-type-options"], condition).toBe("nosniff");
    }
    // Another representation's tag, or another file's, is not this one.
    expect((await get("/", { "accept-encoding": "gzip", "if-none-match": etag })).statusCode).toBe(200);
    expect((await get("/", { "accept-encoding": "br", "if-none-match": '"other"' })).statusCode).toBe(200);
  });

  it("answers 304 to If-Modified-Since only when no If-None-Match is sent", async () => {
    const response = await get("/assets/app-1.js");
    expect(response.headers["last-modified"]).toBe(modified.toUTCString());
    const since = (date: string) => get("/assets/app-1.js", { "if-modified-since": date });
    expect((await since(modified.toUTCString())).statusCode).toBe(304);
    expect((await since("Sun, 01 Feb 2026 00:00:00 GMT")).statusCode).toBe(304);
    expect((await since("Thu, 01 Jan 2026 00:00:00 GMT")).statusCode).toBe(200);
    expect((await since("not a date")).statusCode).toBe(200);
    const stale = await get("/assets/app-1.js", {
      "if-none-match": '"other"',
      "if-modified-since": modified.toUTCString(),
    });
    expect(stale.statusCode).toBe(200);
  });

  it("answers 412 when If-Match does not name the current ETag", async () => {
    const etag = (await get("/favicon.svg")).headers.etag as string;
    expect((await get("/favicon.svg", { "if-match": '"other"' })).statusCode).toBe(412);
    expect((await get("/favicon.svg", { "if-match": `W/${etag}` })).statusCode).toBe(412);
    expect((await get("/favicon.svg", { "if-match": etag })).statusCode).toBe(200);
  });

  it("answers HEAD with the headers of GET, the length included, and no body", async () => {
    for (const [url, coding] of [
      ["/", "br"],
      ["/assets/app-1.js", "gzip"],
      ["/media/intro.mp4", "identity"],
    ] as const) {
      const full = await get(url, { "accept-encoding": coding });
      const head = await app.inject({ method: "HEAD", url, headers: { "accept-encoding": coding } });
      expect(head.statusCode, url).toBe(200);
      expect(head.rawPayload.length, url).toBe(0);
      expect(head.headers["content-length"], url).toBe(String(full.rawPayload.length));
      for (const name of ["content-type", "content-encoding", "etag", "cache-control", "content-security-policy"]) {
        expect(head.headers[name], `${url} ${name}`).toBe(full.headers[name]);
      }
    }
  });

  it("answers a byte range of a video with 206, as browsers ask for <video>", async () => {
    const response = await get("/media/intro.mp4", { range: "bytes=100-1123" });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-type"]).toBe("video/mp4");
    expect(response.headers["content-range"]).toBe(`bytes 100-1123/${video.length}`);
    expect(response.headers["content-length"]).toBe("1024");
    expect(Buffer.compare(response.rawPayload, video.subarray(100, 1124))).toBe(0);
    const start = await get("/media/intro.mp4", { range: "bytes=0-1" });
    expect(start.statusCode).toBe(206);
    expect(Buffer.compare(start.rawPayload, video.subarray(0, 2))).toBe(0);
    const tail = await get("/media/intro.mp4", { range: "bytes=-10" });
    expect(tail.headers["content-range"]).toBe(`bytes ${video.length - 10}-${video.length - 1}/${video.length}`);
    expect(Buffer.compare(tail.rawPayload, video.subarray(-10))).toBe(0);
    const open = await get("/media/intro.mp4", { range: `bytes=${video.length - 5}-` });
    expect(open.rawPayload.length).toBe(5);

    const beyond = await get("/media/intro.mp4", { range: `bytes=${video.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${video.length}`);
    // If-Range names another version: the whole current file.
    const changed = await get("/media/intro.mp4", { range: "bytes=0-9", "if-range": '"older"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(video.length);
    const etag = changed.headers.etag as string;
    expect((await get("/media/intro.mp4", { range: "bytes=0-9", "if-range": etag })).statusCode).toBe(206);
    // Several ranges at once are not supported: the whole file.
    expect((await get("/media/intro.mp4", { range: "bytes=0-1,5-6" })).statusCode).toBe(200);
  });

  it("caches hashed assets for a year, revalidates pages, keeps other files a day", async () => {
    expect((await get("/assets/app-1.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/")).headers["cache-control"]).toBe("no-cache");
    expect((await get("/company/Aboutus?ref=mail")).headers["cache-control"]).toBe("no-cache");
    expect((await get("/favicon.svg")).headers["cache-control"]).toBe("public, max-age=86400, must-revalidate");
    expect((await get("/media/intro.mp4")).headers["cache-control"]).toBe("public, max-age=86400, must-revalidate");
  });

  it("serves pages by their route only, and never the compressed copies by their names", async () => {
    for (const url of ["/index.html", "/company/Aboutus/index.html", "/assets/app-1.js.br", "/assets/app-1.js.gz"]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect((await get("/%61ssets/app-1.js")).body).toBe(script);
  });

  it("answers other methods on unknown paths with 404 in JSON", async () => {
    const response = await app.inject({ method: "POST", url: "/nowhere" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Not found" });
  });
});
