/**
 * The admin area answers only at the site's own host names: SITE_URL's, those of ADMIN_HOSTS and
 * this machine's (localhost, 127.0.0.1, [::1]). Under any other name, such as one an attacker
 * points at the server so that their page is same-origin with it (DNS rebinding), every address
 * of the admin area answers 421 before anything else runs, a valid session cookie included.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { type AdminApp, createAccount, editor, sessionStatus, signedIn, signIn, startAdmin } from "../support/admin.ts";

let admin: AdminApp;
let cookie: string;
beforeAll(async () => {
  admin = await startAdmin({ ADMIN_HOSTS: "edit.scriptoria.example, Admin.Scriptoria.Example" });
  await createAccount(admin.config);
  cookie = await signedIn(admin.app);
});
afterAll(() => admin.close());

const rebound = "rebound.attacker.example";
const misdirected = {
  error: "The admin area answers only at this site's own address; this request named another host, so it was refused",
};

test("the site's own host names, ADMIN_HOSTS and this machine's: the admin area answers", async () => {
  const hosts = [
    "www.scriptoria.example",
    "WWW.Scriptoria.Example:443",
    "www.scriptoria.example.",
    "edit.scriptoria.example",
    "admin.scriptoria.example:8443",
    "localhost:80",
    "127.0.0.1:3000",
    "[::1]:3000",
  ];
  for (const host of hosts) {
    const page = await admin.app.inject({ url: "/admin/", headers: { host } });
    expect(page.statusCode, host).toBe(200);
    expect(page.body, host).toContain("Sign in");
  }
  expect(await sessionStatus(admin.app, cookie)).toBe(200);
});

test("any other host name: 421 with a message, for the pages, the sign-in, the API and the dashboard", async () => {
  for (const host of [rebound, `www.scriptoria.example.${rebound}`, "scriptoria.example", "127.0.0.2"]) {
    const page = await admin.app.inject({ url: "/admin/", headers: { host } });
    expect(page.statusCode, host).toBe(421);
    expect(page.json(), host).toEqual(misdirected);
    expect(page.headers["cache-control"]).toBe("no-store");
  }
  // A page of the rebound name is same-origin with it: Origin and Sec-Fetch-Site would pass.
  const rebindingPage = { host: rebound, origin: `http://${rebound}`, "sec-fetch-site": "same-origin" };
  const signingIn = await signIn(admin.app, editor.email, editor.password, rebindingPage);
  expect(signingIn.statusCode).toBe(421);
  expect(signingIn.headers["set-cookie"]).toBeUndefined();
  for (const url of ["/admin/api/session", "/admin/insights", "/admin/config.yml"]) {
    const response = await admin.app.inject({ url, headers: { ...rebindingPage, cookie } });
    expect(response.statusCode, url).toBe(421);
    expect(response.body).not.toContain(editor.email);
  }
});

test("outside the admin area the server answers any host as before", async () => {
  expect((await admin.app.inject({ url: "/healthz", headers: { host: rebound } })).statusCode).toBe(200);
});
