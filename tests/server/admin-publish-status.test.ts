/**
 * The editing screen's publish status bar as the server sends it: its live region and button in
 * the page from the start, its script after Decap's (no inline script: the screen's CSP), and
 * the script itself to signed-in editors only. Its behaviour in a browser is tested in
 * tests/e2e/admin-publish.spec.ts and tests/engines/admin-journey.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type AdminApp, createAccount, signedIn, startAdmin } from "./admin-helpers.ts";

const script = readFileSync(join(import.meta.dirname, "..", "..", "cms", "publish-status.js"), "utf8");

let admin: AdminApp;
beforeEach(async () => {
  admin = await startAdmin();
  await createAccount(admin.config);
});
afterEach(() => admin.close());

describe("the publish status bar", () => {
  test("is in the editing screen: a polite live region and a hidden button, its script after Decap's", async () => {
    const cookie = await signedIn(admin.app);
    const page = (await admin.app.inject({ url: "/admin/", headers: { cookie } })).body;
    expect(page).toContain(
      '<div id="publish-status" class="publish-status" data-state=""><p role="status"></p><button type="button" aria-label="Dismiss" hidden="">×</button></div>',
    );
    const decap = page.indexOf('<script src="/admin/decap-cms.js"></script>');
    const bar = page.indexOf('<script src="/admin/publish-status.js"></script>');
    expect(decap).toBeGreaterThan(0);
    expect(bar).toBeGreaterThan(decap);
    expect(page.match(/<script>/g)).toBeNull();
  });

  test("its script is served to signed-in editors only", async () => {
    const anonymous = await admin.app.inject("/admin/publish-status.js");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain("publish");
    const cookie = await signedIn(admin.app);
    const response = await admin.app.inject({ url: "/admin/publish-status.js", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(script);
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
