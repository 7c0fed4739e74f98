/**
 * Signing in to the admin area: the sign-in page (the server's own HTML, no scripts), the form
 * post, one answer for an unknown address and a wrong password, the session cookie over http
 * and over https behind a proxy, signing out, and the editing screen, its configuration and
 * Decap's bundle served to signed-in editors only.
 */
import { gunzipSync } from "node:zlib";
import { parse as parseHtml } from "parse5";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import { readPage } from "../../server/page-html.ts";
import {
  type AdminApp,
  cookieOf,
  createAccount,
  editor,
  sameOrigin,
  sessionStatus,
  signedIn,
  signIn,
  startAdmin,
} from "../support/admin.ts";
import { documentOf } from "../support/html-document.ts";

// One server and account for the file: no test depends on another's sessions, and their few
// failed sign-ins stay far below the lockout's.
let admin: AdminApp;
beforeAll(async () => {
  admin = await startAdmin();
  await createAccount(admin.config);
});
afterAll(() => admin.close());

const refused = "The e-mail address or the password is not right.";

describe("the sign-in page", () => {
  test("without a session, /admin/ is a plain, accessible HTML form that runs no script", async () => {
    const response = await admin.app.inject("/admin/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain("unsafe");

    const html = response.body;
    expect(readPage(html)).toMatchObject({ inlineScripts: [], moduleFiles: [], stylesheets: ["/admin/admin.css"] });
    expect(html).not.toMatch(/<script|style=|<style/);
    expect(html).toMatch(/<html lang="en">/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const page = documentOf(html);
    const form = page.querySelector("form");
    expect([form?.getAttribute("method"), form?.getAttribute("action")]).toEqual(["post", "/admin/sign-in"]);
    // Each field labelled just before it, and named for the browser's password manager.
    for (const [name, autocomplete] of [
      ["email", "username"],
      ["password", "current-password"],
    ] as const) {
      const input = page.getElementById(name);
      expect(input?.previousElementSibling?.getAttribute("for")).toBe(name);
      expect(input?.getAttribute("name")).toBe(name);
      expect(input?.getAttribute("type")).toBe(name);
      expect(input?.getAttribute("autocomplete")).toBe(autocomplete);
      expect(input?.hasAttribute("required")).toBe(true);
    }
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toContain("decap");
    // The document parses as it is written (no stray markup).
    expect(parseHtml(html).childNodes.length).toBeGreaterThan(0);
  });

  test("its stylesheet is served to anyone, with a visible focus style", async () => {
    const response = await admin.app.inject("/admin/admin.css");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(response.body).toMatch(/:focus-visible\s*{\s*outline: 3px solid/);
    expect(response.body).toContain("#14284b");
  });

  test("/admin redirects to /admin/, and a bookmarked /admin/sign-in to the page with the form", async () => {
    expect((await admin.app.inject("/admin")).headers.location).toBe("/admin/");
    const signInPage = await admin.app.inject("/admin/sign-in");
    expect(signInPage.statusCode).toBe(303);
    expect(signInPage.headers.location).toBe("/admin/");
  });
});

describe("signing in", () => {
  test("the right password: 303 to /admin/ with an HttpOnly, SameSite=Strict session cookie on /admin (http)", async () => {
    const response = await signIn(admin.app, editor.email, editor.password);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/admin/");
    // The session cookie first; the device cookie (admin-device-cookie.test.ts) after it.
    const cookie = String([response.headers["set-cookie"]].flat()[0]);
    expect(cookie).toMatch(/^admin-session=[A-Za-z0-9_-]{43}; Path=\/admin; HttpOnly; SameSite=Strict$/);
    expect(cookie).not.toContain("Secure");
    expect(await sessionStatus(admin.app, cookieOf(response))).toBe(200);
  });

  test("the address is matched whatever its case and surrounding spaces", async () => {
    expect((await signIn(admin.app, `  ${editor.email.toUpperCase()} `, editor.password)).statusCode).toBe(303);
  });

  test("a wrong password and an unknown address get the same 401 page, with the address kept", async () => {
    const wrong = await signIn(admin.app, editor.email, "not-the-password-at-all");
    const unknown = await signIn(admin.app, "nobody@scriptoria.example", editor.password);
    for (const [response, email] of [
      [wrong, editor.email],
      [unknown, "nobody@scriptoria.example"],
    ] as const) {
      expect(response.statusCode).toBe(401);
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(response.body).toContain(`<p id="sign-in-message" class="message" role="alert">${refused}</p>`);
      const page = documentOf(response.body);
      expect(page.querySelector("form")?.getAttribute("aria-describedby")).toBe("sign-in-message");
      const field = page.getElementById("email");
      expect([field?.getAttribute("value"), field?.getAttribute("aria-invalid")]).toEqual([email, "true"]);
      expect(response.body).toContain("<title>Not signed in · Sign in · Scriptoria</title>");
    }
    expect(wrong.body.replace(editor.email, "")).toBe(unknown.body.replace("nobody@scriptoria.example", ""));
  });

  test("an empty field: 400 and the page again", async () => {
    const response = await signIn(admin.app, editor.email, "");
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("Enter your e-mail address and password.");
  });

  test("the address typed is escaped when the page shows it again", async () => {
    const response = await signIn(admin.app, '"><script>alert(1)</script>@x.example', "whatever-password");
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain("<script>");
    expect(response.body).toContain("&quot;&gt;&lt;script&gt;");
  });

  test("signing in again rotates the session: a new token, and the old one ends", async () => {
    const first = await signedIn(admin.app);
    const again = await signIn(admin.app, editor.email, editor.password, { ...sameOrigin, cookie: first });
    const second = cookieOf(again);
    expect(second).not.toBe(first);
    expect(await sessionStatus(admin.app, first)).toBe(401);
    expect(await sessionStatus(admin.app, second)).toBe(200);
  });
});

describe("over https", () => {
  test("behind a trusted proxy: the cookie is __Host-, Secure, on Path=/", async () => {
    const secure = await startAdmin({ TRUST_PROXY: "127.0.0.1" });
    try {
      await createAccount(secure.config);
      const headers = { "x-forwarded-proto": "https", origin: "https://localhost:80" };
      const response = await signIn(secure.app, editor.email, editor.password, headers);
      expect(response.statusCode).toBe(303);
      const cookie = String([response.headers["set-cookie"]].flat()[0]);
      expect(cookie).toMatch(/^__Host-admin-session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure$/);
      const session = await secure.app.inject({
        url: "/admin/api/session",
        headers: { cookie: cookieOf(response), "x-forwarded-proto": "https" },
      });
      expect(session.statusCode).toBe(200);
      // The same cookie over plain http is not the session's.
      expect(await sessionStatus(secure.app, cookieOf(response))).toBe(401);
    } finally {
      await secure.close();
    }
  });

  test("without TRUST_PROXY, X-Forwarded-Proto is not believed: a plain cookie", async () => {
    const headers = { ...sameOrigin, "x-forwarded-proto": "https" };
    const response = await signIn(admin.app, editor.email, editor.password, headers);
    expect(String([response.headers["set-cookie"]].flat()[0])).toMatch(
      /^admin-session=.*; Path=\/admin; HttpOnly; SameSite=Strict$/,
    );
  });
});

describe("signing out", () => {
  test("ends the session, clears the cookie and shows the sign-in page", async () => {
    const cookie = await signedIn(admin.app);
    const response = await admin.app.inject({
      method: "POST",
      url: "/admin/sign-out",
      headers: { cookie, ...sameOrigin, "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/admin/");
    expect(String(response.headers["set-cookie"])).toMatch(
      /^admin-session=; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=0$/,
    );
    expect(await sessionStatus(admin.app, cookie)).toBe(401);
    const page = await admin.app.inject({ url: "/admin/", headers: { cookie } });
    expect(page.body).toContain("Your session has ended. Sign in again to go on editing.");
    expect(page.body).toContain('role="status"');
  });
});

describe("the editing screen", () => {
  test("to a signed-in editor, /admin/ is cms/index.html loading Decap from /admin/, with its own CSP", async () => {
    const cookie = await signedIn(admin.app);
    const response = await admin.app.inject({ url: "/admin/", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const page = readPage(response.body);
    expect(page.inlineScripts).toEqual([]);
    expect(response.body).toContain('<script src="/admin/decap-cms.js"></script>');
    expect(response.body).toContain("<title>Scriptoria · Edit the website</title>");
    const session = documentOf(response.body).querySelector("form.session");
    expect([session?.getAttribute("method"), session?.getAttribute("action")]).toEqual(["post", "/admin/sign-out"]);
    // Who is signed in, as the bar reads (its words, without the markup), and the way to the visit counts.
    const bar = response.body.match(/<form class="session"[\s\S]*?<\/form>/)?.[0] ?? "";
    expect(
      bar
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    ).toBe(`Signed in as ${editor.name} Latest changes Drafts and schedule Visits and speed Sign out`);
    expect(bar).toContain('<a href="/admin/insights">Visits and speed</a>');
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' 'unsafe-eval'");
    expect(csp).toContain("connect-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  test("/admin/config.yml is cms/config.yml on the proxy backend at /admin/api/v1, to signed-in editors only", async () => {
    expect((await admin.app.inject("/admin/config.yml")).statusCode).toBe(401);
    const cookie = await signedIn(admin.app);
    const response = await admin.app.inject({ url: "/admin/config.yml", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/yaml; charset=utf-8");
    const config = parseYaml(response.body) as Record<string, unknown>;
    expect(config.backend).toMatchObject({ name: "scriptoria", proxy_url: "/admin/api/v1" });
    expect(config.backend).toHaveProperty("commit_messages.create");
    expect(config).not.toHaveProperty("local_backend");
    expect(config.site_url).toBe(admin.config.SITE_URL);
    expect((config.collections as unknown[]).length).toBeGreaterThan(0);
  });

  test("Decap's bundle and its chunks: 401 without a session, gzipped and revalidated with one", async () => {
    for (const path of ["/admin/decap-cms.js", "/admin/103.decap-cms.js"]) {
      const anonymous = await admin.app.inject(path);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain("decap");
    }
    const cookie = await signedIn(admin.app);
    const response = await admin.app.inject({
      url: "/admin/decap-cms.js",
      headers: { cookie, "accept-encoding": "gzip, br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(gunzipSync(response.rawPayload).toString("utf8")).toContain("decap-cms");
    const etag = String(response.headers.etag);
    const again = await admin.app.inject({ url: "/admin/decap-cms.js", headers: { cookie, "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    // Only the bundle's files: not its source maps, not the package's other files.
    expect((await admin.app.inject({ url: "/admin/decap-cms.js.map", headers: { cookie } })).statusCode).toBe(404);
    expect((await admin.app.inject({ url: "/admin/cms.js", headers: { cookie } })).statusCode).toBe(404);
  });

  test("GET /admin/api/session answers the editor's name and address", async () => {
    const cookie = await signedIn(admin.app);
    const response = await admin.app.inject({
      url: "/admin/api/session",
      headers: { cookie, "sec-fetch-site": "same-origin" },
    });
    expect(response.json()).toEqual({ name: editor.name, email: editor.email });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  test("an unknown path under /admin/ is the site's not-found page", async () => {
    const cookie = await signedIn(admin.app);
    const response = await admin.app.inject({ url: "/admin/nothing-here", headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Page not found");
  });
});
