/**
 * Sessions end: after two idle hours, at twelve hours however busy, when the account is removed
 * and when its password changes (every session of it at once), and ended rows are purged. The
 * database keeps only a hash of each token. A request with no session, or an ended one, gets
 * 401 from the guarded routes and the sign-in page at /admin/.
 */

import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, expect, test } from "vitest";
import { silentLog } from "../../scripts/lib/silent-log.ts";
import { changePassword, removeAccount } from "../../server/admin/accounts.ts";
import { sessionLimits, tokenHash } from "../../server/admin/session-cookie.ts";
import { openAdminDatabase } from "../../server/admin/store/open.ts";
import { purgeSessions } from "../../server/admin/store/sessions.ts";
import {
  type AdminApp,
  createAccount,
  editor,
  sameOrigin,
  sessionStatus,
  signedIn,
  startAdmin,
} from "../support/admin.ts";

const minute = 60_000;
const hour = 60 * minute;

let admin: AdminApp;
beforeEach(async () => {
  admin = await startAdmin();
  await createAccount(admin.config);
});
afterEach(() => admin.close());

async function withDatabase<T>(work: (db: ReturnType<typeof openAdminDatabase>) => Promise<T>): Promise<T> {
  const db = openAdminDatabase(admin.config, silentLog);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

function sessionRows(): { token_hash: string }[] {
  const db = new DatabaseSync(join(admin.config.dataDir, "submissions.db"));
  try {
    return db.prepare("SELECT token_hash FROM admin_sessions").all() as { token_hash: string }[];
  } finally {
    db.close();
  }
}

test("no session: the guarded API answers 401 JSON and /admin/ the sign-in page", async () => {
  const api = await admin.app.inject({ url: "/admin/api/session", headers: { "sec-fetch-site": "same-origin" } });
  expect(api.statusCode).toBe(401);
  expect(api.json()).toEqual({ error: "You are not signed in, or your session has ended: sign in again" });
  const made = await admin.app.inject({ url: "/admin/api/session", headers: { cookie: "admin-session=not-a-token" } });
  expect(made.statusCode).toBe(401);
  const forged = "admin-session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
  const page = await admin.app.inject({ url: "/admin/", headers: { cookie: forged } });
  expect(page.body).toContain('action="/admin/sign-in"');
});

test("only the SHA-256 of the token is stored", async () => {
  const cookie = await signedIn(admin.app);
  const token = cookie.split("=")[1] ?? "";
  expect(sessionRows()).toEqual([{ token_hash: tokenHash(token) }]);
  expect(JSON.stringify(sessionRows())).not.toContain(token);
});

test("idle: open after 1 h 59 min of quiet (each use counts), ended after two hours without one", async () => {
  const cookie = await signedIn(admin.app);
  admin.clock.advance(sessionLimits.idleMs - minute);
  expect(await sessionStatus(admin.app, cookie)).toBe(200);
  admin.clock.advance(sessionLimits.idleMs - minute);
  expect(await sessionStatus(admin.app, cookie)).toBe(200);
  admin.clock.advance(sessionLimits.idleMs);
  expect(await sessionStatus(admin.app, cookie)).toBe(401);
  const page = await admin.app.inject({ url: "/admin/", headers: { cookie } });
  expect(page.body).toContain("Your session has ended. Sign in again to go on editing.");
  expect(String(page.headers["set-cookie"])).toContain("Max-Age=0");
});

test("absolute: a session in use all along ends twelve hours after sign-in", async () => {
  const cookie = await signedIn(admin.app);
  for (let elapsed = 0; elapsed < sessionLimits.absoluteMs - hour; elapsed += hour) {
    admin.clock.advance(hour);
    expect(await sessionStatus(admin.app, cookie)).toBe(200);
  }
  admin.clock.advance(hour);
  expect(await sessionStatus(admin.app, cookie)).toBe(401);
  // A new sign-in starts a new twelve hours.
  expect(await sessionStatus(admin.app, await signedIn(admin.app))).toBe(200);
});

test("removing the account ends its sessions at once", async () => {
  const first = await signedIn(admin.app);
  const second = await signedIn(admin.app);
  await withDatabase((db) => removeAccount(db, editor.email));
  expect(await sessionStatus(admin.app, first)).toBe(401);
  expect(await sessionStatus(admin.app, second)).toBe(401);
  expect(sessionRows()).toEqual([]);
  const page = await admin.app.inject({ url: "/admin/config.yml", headers: { cookie: first } });
  expect(page.statusCode).toBe(401);
});

test("a new password ends every session of the account, and only the new one signs in", async () => {
  const other = { email: "ravi.iyer@scriptoria.example", name: "Ravi Iyer", password: "monsoon-ledger-9-copper" };
  await createAccount(admin.config, other);
  const mine = [await signedIn(admin.app), await signedIn(admin.app)];
  const theirs = await signedIn(admin.app, other);
  await withDatabase((db) => changePassword(db, editor.email, "a-brand-new-passphrase"));
  for (const cookie of mine) expect(await sessionStatus(admin.app, cookie)).toBe(401);
  expect(await sessionStatus(admin.app, theirs)).toBe(200);
  const signOut = await admin.app.inject({
    method: "POST",
    url: "/admin/sign-out",
    headers: { cookie: mine[0] ?? "", ...sameOrigin },
  });
  expect(signOut.statusCode).toBe(303);
  await expect(signedIn(admin.app)).rejects.toThrow(/401/);
  expect(
    await sessionStatus(admin.app, await signedIn(admin.app, { ...editor, password: "a-brand-new-passphrase" })),
  ).toBe(200);
});

test("ended sessions are purged from the database", async () => {
  await signedIn(admin.app);
  const kept = await signedIn(admin.app);
  const keptHash = tokenHash(kept.split("=")[1] ?? "");
  expect(sessionRows()).toHaveLength(2);
  // The first goes idle; the second is used just before.
  admin.clock.advance(sessionLimits.idleMs - minute);
  expect(await sessionStatus(admin.app, kept)).toBe(200);
  admin.clock.advance(2 * minute);
  expect(await withDatabase((db) => purgeSessions(db, admin.clock.now, sessionLimits))).toBe(1);
  expect(sessionRows()).toEqual([{ token_hash: keptHash }]);
});
