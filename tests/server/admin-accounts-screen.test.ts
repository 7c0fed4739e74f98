/**
 * Accounts from the admin area (server/admin/accounts-routes.ts): an admin adds an account, changes
 * its role, gives it a new password (its sessions end) and removes it, with the checks of `npm run
 * editors`; an admin does not change or remove their own account; an editor and an author are
 * refused, as are strangers and other sites. Against the whole server with its real sign-in.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { silentLog } from "../../scripts/lib/silent-log.ts";
import { findEditor } from "../../server/admin/store/editors.ts";
import { openAdminDatabase } from "../../server/admin/store/open.ts";
import { type Account, createAccount, sameOrigin, sessionStatus, signedIn, startAdmin } from "../support/admin.ts";
import { documentOf } from "../support/html-document.ts";

const admin: Account = {
  email: "meera.nair@scriptoria.example",
  name: "Meera Nair",
  password: "tulip-harbour-42-lantern",
  role: "admin",
};
const editor: Account = {
  email: "asha.menon@scriptoria.example",
  name: "Asha Menon",
  password: "orchid-canal-77-beacon",
  role: "editor",
};

let site: Awaited<ReturnType<typeof startAdmin>>;
beforeEach(async () => {
  site = await startAdmin();
  await createAccount(site.config, admin);
  await createAccount(site.config, editor);
});
afterEach(() => site.close());

const post = (cookie: string, url: string, fields: Record<string, string>) =>
  site.app.inject({
    method: "POST",
    url,
    headers: { cookie, ...sameOrigin, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });

async function stored(email: string) {
  const db = openAdminDatabase(site.config, silentLog);
  try {
    return await findEditor(db, email);
  } finally {
    await db.close();
  }
}

describe("an admin", () => {
  it("adds an account, changes its role, sets its password and removes it", async () => {
    const cookie = await signedIn(site.app, admin);
    const page = documentOf((await site.app.inject({ url: "/admin/accounts", headers: { cookie } })).body);
    expect([...page.querySelectorAll("h2")].map((heading) => heading.textContent)).toEqual([
      "Add an account",
      "Asha Menon",
      "Meera Nair",
    ]);
    const added = await post(cookie, "/admin/accounts/add", {
      name: "Ravi Kumar",
      email: "Ravi.Kumar@Scriptoria.example",
      role: "author",
      password: "saffron-atlas-1998-pier",
    });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe("/admin/accounts?done=added");
    expect((await stored("ravi.kumar@scriptoria.example"))?.role).toBe("author");
    const ravi = await signedIn(site.app, {
      email: "ravi.kumar@scriptoria.example",
      name: "Ravi Kumar",
      password: "saffron-atlas-1998-pier",
    });

    expect(
      (await post(cookie, "/admin/accounts/role", { email: "ravi.kumar@scriptoria.example", role: "editor" }))
        .statusCode,
    ).toBe(303);
    expect((await stored("ravi.kumar@scriptoria.example"))?.role).toBe("editor");

    expect(await sessionStatus(site.app, ravi)).toBe(200);
    const password = await post(cookie, "/admin/accounts/password", {
      email: "ravi.kumar@scriptoria.example",
      password: "another-long-passphrase",
    });
    expect(password.statusCode).toBe(303);
    expect(await sessionStatus(site.app, ravi)).toBe(401);

    expect((await post(cookie, "/admin/accounts/remove", { email: "ravi.kumar@scriptoria.example" })).statusCode).toBe(
      400,
    );
    const removed = await post(cookie, "/admin/accounts/remove", {
      email: "ravi.kumar@scriptoria.example",
      confirm: "yes",
    });
    expect(removed.statusCode).toBe(303);
    expect(await stored("ravi.kumar@scriptoria.example")).toBeUndefined();
  });

  it("is refused what `npm run editors` refuses, and their own role and removal", async () => {
    const cookie = await signedIn(site.app, admin);
    const short = await post(cookie, "/admin/accounts/add", {
      name: "Ravi",
      email: "ravi@scriptoria.example",
      role: "author",
      password: "short",
    });
    expect(short.statusCode).toBe(422);
    expect(documentOf(short.body).querySelector("[role=alert]")?.textContent).toMatch(/^Not done: .*12 characters/);
    const twice = await post(cookie, "/admin/accounts/add", {
      name: "Asha",
      email: editor.email,
      role: "author",
      password: "saffron-atlas-1998-pier",
    });
    expect(twice.statusCode).toBe(422);
    const noRole = await post(cookie, "/admin/accounts/role", { email: editor.email, role: "owner" });
    expect(noRole.statusCode).toBe(422);
    const own = await post(cookie, "/admin/accounts/role", { email: "MEERA.NAIR@scriptoria.example", role: "author" });
    expect(own.statusCode).toBe(403);
    expect((await post(cookie, "/admin/accounts/remove", { email: admin.email, confirm: "yes" })).statusCode).toBe(403);
    expect((await stored(admin.email))?.role).toBe("admin");
    const extra = await post(cookie, "/admin/accounts/role", { email: editor.email, role: "author", id: "1" });
    expect(extra.statusCode).toBe(400);
  });
});

describe("anyone else", () => {
  it("an editor sees no accounts and changes none; strangers and other sites are refused", async () => {
    const cookie = await signedIn(site.app, editor);
    const page = await site.app.inject({ url: "/admin/accounts", headers: { cookie } });
    expect(page.statusCode).toBe(403);
    expect(documentOf(page.body).querySelectorAll("li")).toHaveLength(0);
    const screen = documentOf((await site.app.inject({ url: "/admin/", headers: { cookie } })).body);
    expect(screen.querySelector('a[href="/admin/accounts"]')).toBeNull();
    const refused = await post(cookie, "/admin/accounts/role", { email: admin.email, role: "author" });
    expect(refused.statusCode).toBe(403);
    expect((await stored(admin.email))?.role).toBe("admin");

    const stranger = await site.app.inject({
      method: "POST",
      url: "/admin/accounts/add",
      headers: { ...sameOrigin, "content-type": "application/x-www-form-urlencoded" },
      payload: "name=x",
    });
    expect(stranger.statusCode).toBe(401);
    const adminCookie = await signedIn(site.app, admin);
    const crossSite = await site.app.inject({
      method: "POST",
      url: "/admin/accounts/role",
      headers: {
        cookie: adminCookie,
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams({ email: editor.email, role: "admin" }).toString(),
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await stored(editor.email))?.role).toBe("editor");
    const adminScreen = documentOf((await site.app.inject({ url: "/admin/", headers: { cookie: adminCookie } })).body);
    expect(adminScreen.querySelector('a[href="/admin/accounts"]')?.textContent).toBe("Accounts");
  });
});
