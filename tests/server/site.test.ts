import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";

/** A tiny build: two pages with inline scripts (as the build writes them), a hashed asset and the 404 page. */
function fixtureBuild(): string {
  const root = mkdtempSync(join(tmpdir(), "site-build-"));
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1><script>window.x=1</script><script type="text/plain" id="hydrate">import "/assets/app-1.js"</script><script>(function start(preloads){const link=document.createElement("link");link.rel="modulepreload";link.href=preloads[0]})(["/assets/app-1.js"])</script></body></html>`;
  mkdirSync(join(root, "company", "Aboutus"), { recursive: true });
  mkdirSync(join(root, "404"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), page("Home"));
  writeFileSync(join(root, "company", "Aboutus", "index.html"), page("About"));
  writeFileSync(join(root, "404", "index.html"), page("Page not found"));
  writeFileSync(join(root, "assets", "app-1.js"), "console.log(1)");
  return root;
}

describe("static site server", () => {
  let root: string;
  let app: FastifyInstance;
  let proxied: FastifyInstance;

  beforeAll(async () => {
    root = fixtureBuild();
    app = await buildApp(loadConfig({ BUILD_DIR: root, LOG_LEVEL: "silent", DATA_DIR: join(root, "..", "data-x") }));
    proxied = await buildApp(
      loadConfig({ BUILD_DIR: root, LOG_LEVEL: "silent", TRUST_PROXY: "true", DATA_DIR: join(root, "..", "data-y") }),
    );
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
    // The context script, the inert module script (run later from its text) and the starter.
    expect(csp.match(/'sha256-[^']+'/g)).toHaveLength(3);
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
    expect(response.body).not.toContain("<script");
    expect(response.body).not.toContain("modulepreload");
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
});
