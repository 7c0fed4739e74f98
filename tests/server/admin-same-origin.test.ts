/**
 * Same-origin checks: signing in, signing out and every request of the guarded scope (the
 * editing API) come only from the site's own pages. A cross-site request, a forged Origin, a
 * sibling site and a state change without Origin are refused with 403 and a message, before
 * anything is read or written; the site's own origin and SITE_URL's pass.
 */

import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { escapeMarkup } from "../../core/escape-markup.ts";
import { siteUrl } from "../../scripts/lib/server-env.ts";
import { crossSiteMessage } from "../../server/admin/same-origin.ts";
import {
  type AdminApp,
  cookieOf,
  createAccount,
  editor,
  ownOrigin,
  sessionStatus,
  signedIn,
  signIn,
  startAdminWithRoutes,
} from "../support/admin.ts";

// One server and account for the file (a refused request changes nothing, and every sign-in
// that passes the check succeeds); what reached the editing API is recorded per test.
let admin: AdminApp;
let posted: unknown[];
beforeAll(async () => {
  // A stand-in for the editing API, registered where the real one is: it records what reaches it.
  admin = await startAdminWithRoutes(async (scope, { editorOf }) => {
    scope.post("/admin/api/v1", async (request) => {
      posted.push({ editor: editorOf(request).email, body: request.body });
      return { ok: true };
    });
    // A stand-in for a page of the admin area, as the dashboard is registered.
    scope.get("/admin/a-page", { config: { adminPage: true } }, async (request) => `Hello ${editorOf(request).name}`);
  });
  await createAccount(admin.config);
});
beforeEach(() => {
  posted = [];
});
afterAll(() => admin.close());

const crossSite = [
  ["Sec-Fetch-Site: cross-site", { origin: ownOrigin, "sec-fetch-site": "cross-site" }],
  ["Sec-Fetch-Site: same-site (a sibling subdomain)", { origin: ownOrigin, "sec-fetch-site": "same-site" }],
  ["a forged Origin", { origin: "https://evil.example" }],
  ["the site's origin over http instead of https", { origin: "http://www.scriptoria.example" }],
  ["Origin: null (a sandboxed frame or a data: page)", { origin: "null" }],
  ["no Origin at all", {}],
] as const;

describe.each(crossSite)("%s", (_name, headers) => {
  test("sign-in: 403 with the page and a message, and no session", async () => {
    const response = await signIn(admin.app, editor.email, editor.password, headers);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(escapeMarkup(crossSiteMessage));
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  test("the editing API: 403 JSON with a valid session, and nothing reaches it", async () => {
    const cookie = await signedIn(admin.app);
    const response = await admin.app.inject({
      method: "POST",
      url: "/admin/api/v1",
      headers: { cookie, "content-type": "application/json", ...headers },
      payload: { action: "persistEntry", params: {} },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: crossSiteMessage });
    expect(posted).toEqual([]);
  });

  test("sign-out: 403, and the session stays open", async () => {
    const cookie = await signedIn(admin.app);
    const response = await admin.app.inject({
      method: "POST",
      url: "/admin/sign-out",
      headers: { cookie, ...headers },
    });
    expect(response.statusCode).toBe(403);
    expect(await sessionStatus(admin.app, cookie)).toBe(200);
  });
});

test("the site's own page: Origin as the request was addressed, Sec-Fetch-Site same-origin", async () => {
  const response = await signIn(admin.app, editor.email, editor.password, {
    origin: ownOrigin,
    "sec-fetch-site": "same-origin",
  });
  expect(response.statusCode).toBe(303);
  // A browser that sends no Sec-Fetch-Site (older ones) is judged by Origin alone.
  expect((await signIn(admin.app, editor.email, editor.password, { origin: ownOrigin })).statusCode).toBe(303);
});

test("SITE_URL's origin is accepted as well as the one the request was made to", async () => {
  const response = await signIn(admin.app, editor.email, editor.password, { origin: siteUrl });
  expect(response.statusCode).toBe(303);
  const cookie = cookieOf(response);
  const api = await admin.app.inject({
    method: "POST",
    url: "/admin/api/v1",
    headers: { cookie, origin: siteUrl, "sec-fetch-site": "same-origin" },
    payload: { action: "entriesByFolder" },
  });
  expect(api.statusCode).toBe(200);
  expect(posted).toEqual([{ editor: editor.email, body: { action: "entriesByFolder" } }]);
});

test("reads of the API: same-origin only too, and signed-in only", async () => {
  const cookie = await signedIn(admin.app);
  const read = (headers: Record<string, string>) =>
    admin.app.inject({ url: "/admin/api/session", headers: { cookie, ...headers } });
  // A same-origin fetch of a GET carries no Origin.
  expect((await read({ "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
  expect((await read({ "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
  expect((await read({ origin: "https://evil.example" })).statusCode).toBe(403);
  // A page opened from the address bar or a bookmark (Sec-Fetch-Site: none) is not the screen's fetch.
  expect((await read({ "sec-fetch-site": "none" })).statusCode).toBe(403);
  const anonymous = await admin.app.inject({ url: "/admin/api/session", headers: { "sec-fetch-site": "same-origin" } });
  expect(anonymous.statusCode).toBe(401);
});

test("a page of the admin area opens from a bookmark; from another site it is refused, and signed out it leads to the sign-in", async () => {
  const cookie = await signedIn(admin.app);
  const open = (headers: Record<string, string>) =>
    admin.app.inject({ url: "/admin/a-page", headers: { "sec-fetch-mode": "navigate", ...headers } });
  // Typed into the address bar or opened from a bookmark, and followed from the editing screen.
  expect((await open({ cookie, "sec-fetch-site": "none" })).statusCode).toBe(200);
  expect((await open({ cookie, "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
  // A link on another site, even a sibling's.
  expect((await open({ cookie, "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
  expect((await open({ cookie, "sec-fetch-site": "same-site" })).statusCode).toBe(403);
  // Only reads: a POST to it from the address bar is no page load.
  const post = await admin.app.inject({
    method: "POST",
    url: "/admin/a-page",
    headers: { cookie, "sec-fetch-site": "none" },
  });
  expect(post.statusCode).not.toBe(200);
  const signedOut = await open({ "sec-fetch-site": "none" });
  expect(signedOut.statusCode).toBe(303);
  expect(signedOut.headers.location).toBe("/admin/");
});

test("an unauthenticated upload is refused before its body is read", async () => {
  const response = await admin.app.inject({
    method: "POST",
    url: "/admin/api/v1",
    headers: { origin: ownOrigin, "sec-fetch-site": "same-origin", "content-type": "application/json" },
    payload: `{"action":"persistMedia","params":{"asset":"${"A".repeat(2 * 1024 * 1024)}"}}`,
  });
  // Fastify's body limit (1 MB here) would answer 413 had the body been read.
  expect(response.statusCode).toBe(401);
  expect(posted).toEqual([]);
});
