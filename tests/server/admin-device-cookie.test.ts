/**
 * Device cookies (OWASP): anyone who knows an editor's address can lock the account, but not the
 * editor's own browser out of it. A sign-in sets a year-long device cookie; an attempt with a valid
 * one for the account typed is not held by the account's lock, only by the device's own limit of
 * five wrong passwords, after which the device counts as any other browser. A made-up cookie,
 * another account's, one already used, or one from before a new password, counts for nothing.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { silentLog } from "../../scripts/lib/silent-log.ts";
import { changePassword } from "../../server/admin/accounts.ts";
import { deviceFailureLimit, deviceLifetimeMs } from "../../server/admin/lockout.ts";
import { tokenHash } from "../../server/admin/session-cookie.ts";
import { purgeDevices } from "../../server/admin/store/devices.ts";
import { openAdminDatabase } from "../../server/admin/store/open.ts";
import {
  type Account,
  type AdminApp,
  createAccount,
  editor,
  sameOrigin,
  sessionStatus,
  startAdmin,
} from "../support/admin.ts";

const second = 1000;
const colleague: Account = {
  email: "ravi.iyer@scriptoria.example",
  name: "Ravi Iyer",
  password: "monsoon-ledger-77-copper",
};

let admin: AdminApp;
beforeEach(async () => {
  admin = await startAdmin();
  await createAccount(admin.config);
  await createAccount(admin.config, colleague);
});
afterEach(() => admin.close());

let addresses = 0;
/** A sign-in attempt, each from an address of its own unless given (the per-address count stays out of the way). */
function attempt(
  email: string,
  password: string,
  { cookie, remoteAddress }: { cookie?: string; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  addresses++;
  return admin.app.inject({
    method: "POST",
    url: "/admin/sign-in",
    remoteAddress: remoteAddress ?? `198.51.100.${addresses % 250}`,
    headers: {
      ...sameOrigin,
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams({ email, password }).toString(),
  });
}

const setCookies = (response: LightMyRequestResponse) => [response.headers["set-cookie"] ?? []].flat();

/** The `name=value` of the device cookie an answer sets. */
function deviceOf(response: LightMyRequestResponse): string {
  const found = setCookies(response).find((cookie) => /^(__Host-)?admin-device=/.test(cookie));
  if (!found) throw new Error(`no device cookie (status ${response.statusCode})`);
  return found.split(";")[0] ?? "";
}

const sessionOf = (response: LightMyRequestResponse) => setCookies(response)[0]?.split(";")[0] ?? "";

/** Signs in with the right password: the device cookie it sets. */
async function deviceFor(account: Account = editor): Promise<string> {
  const response = await attempt(account.email, account.password);
  expect(response.statusCode).toBe(303);
  return deviceOf(response);
}

/** Someone else types wrong passwords for the account from many addresses until it is locked. */
async function lockAccount(email = editor.email): Promise<void> {
  for (let count = 0; count < 20; count++) {
    await attempt(email, `wrong-password-number-${count}`);
    admin.clock.advance(20 * second);
  }
  expect((await attempt(email, "one-more-wrong-guess")).statusCode).toBe(429);
}

describe("the cookie", () => {
  test("set at sign-in beside the session: HttpOnly, SameSite=Strict, a year; only its SHA-256 is stored", async () => {
    const response = await attempt(editor.email, editor.password);
    expect(response.statusCode).toBe(303);
    const [session, device] = setCookies(response);
    expect(session).toMatch(/^admin-session=/);
    expect(device).toMatch(
      /^admin-device=[A-Za-z0-9_-]{43}; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=31536000$/,
    );
    const token = deviceOf(response).split("=")[1] ?? "";
    const db = openAdminDatabase(admin.config, silentLog);
    try {
      const rows = await db.all("SELECT token_hash FROM admin_devices");
      expect(rows).toEqual([{ token_hash: tokenHash(token) }]);
      expect(JSON.stringify(rows)).not.toContain(token);
    } finally {
      await db.close();
    }
    // A wrong password sets none.
    expect(setCookies(await attempt(editor.email, "not-the-password-at-all"))).toEqual([]);
  });

  test("over https, behind a trusted proxy: __Host-admin-device, Secure, Path=/", async () => {
    const secure = await startAdmin({ TRUST_PROXY: "127.0.0.1" });
    try {
      await createAccount(secure.config);
      const response = await secure.app.inject({
        method: "POST",
        url: "/admin/sign-in",
        headers: {
          "x-forwarded-proto": "https",
          origin: "https://localhost:80",
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: new URLSearchParams({ email: editor.email, password: editor.password }).toString(),
      });
      expect(response.statusCode).toBe(303);
      expect(setCookies(response)[1]).toMatch(
        /^__Host-admin-device=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure; Max-Age=31536000$/,
      );
    } finally {
      await secure.close();
    }
  });
});

describe("an account locked by someone else", () => {
  test("the editor's browser still signs in with its device cookie; browsers without one stay locked out", async () => {
    const device = await deviceFor();
    await lockAccount();
    expect((await attempt(editor.email, editor.password)).statusCode).toBe(429);

    const signedIn = await attempt(editor.email, editor.password, { cookie: device });
    expect(signedIn.statusCode).toBe(303);
    expect(await sessionStatus(admin.app, sessionOf(signedIn))).toBe(200);
    // Each sign-in replaces the device cookie; the one used is spent.
    const next = deviceOf(signedIn);
    expect(next).not.toBe(device);
    expect((await attempt(editor.email, editor.password, { cookie: device })).statusCode).toBe(429);
    expect((await attempt(editor.email, editor.password, { cookie: next })).statusCode).toBe(303);
    // The lock still holds for everyone else: the device's sign-in did not clear it.
    expect((await attempt(editor.email, editor.password)).statusCode).toBe(429);
  });

  test("a made-up cookie, another account's, a malformed one, or one from before a new password: still locked", async () => {
    const device = await deviceFor();
    const colleagues = await deviceFor(colleague);
    await lockAccount();
    const forged = `admin-device=${"A".repeat(43)}`;
    for (const cookie of [forged, colleagues, "admin-device=<script>", `${device}x`]) {
      const response = await attempt(editor.email, editor.password, { cookie });
      expect(response.statusCode, cookie).toBe(429);
      expect(setCookies(response)).toEqual([]);
    }
    // The password was phished: a new one makes every device of the account an unknown browser.
    const db = openAdminDatabase(admin.config, silentLog);
    try {
      await changePassword(db, editor.email, "a-completely-new-passphrase");
    } finally {
      await db.close();
    }
    expect((await attempt(editor.email, "a-completely-new-passphrase", { cookie: device })).statusCode).toBe(429);
  });

  test("the device's own wrong passwords: five are checked, then it is a browser like any other", async () => {
    const device = await deviceFor();
    await lockAccount();
    const statuses: number[] = [];
    for (let count = 0; count < deviceFailureLimit; count++) {
      statuses.push((await attempt(editor.email, `wrong-from-the-device-${count}`, { cookie: device })).statusCode);
    }
    expect(statuses).toEqual(Array(deviceFailureLimit).fill(401));
    expect((await attempt(editor.email, editor.password, { cookie: device })).statusCode).toBe(429);
  });

  test("twenty guesses at once with a stolen device cookie: five are checked, the rest held by the account's lock", async () => {
    const device = await deviceFor();
    await lockAccount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, count) => attempt(editor.email, `parallel-guess-${count}`, { cookie: device })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(deviceFailureLimit).fill(401), ...Array(20 - deviceFailureLimit).fill(429)]);
  });
});

test("an account nobody locked: the device's failures are its own, not the account's", async () => {
  const device = await deviceFor();
  for (let count = 0; count < deviceFailureLimit - 1; count++) {
    expect((await attempt(editor.email, `slip-${count}`, { cookie: device })).statusCode).toBe(401);
  }
  const signedIn = await attempt(editor.email, editor.password, { cookie: device });
  expect(signedIn.statusCode).toBe(303);
  // A browser without the cookie still has the account's five free failures, none of them spent.
  for (let count = 0; count < 5; count++) {
    expect((await attempt(editor.email, `other-browser-${count}`)).statusCode).toBe(401);
  }
  expect((await attempt(editor.email, editor.password)).statusCode).toBe(429);
});

test("devices a year old, or of an older password, are purged from the database", async () => {
  await deviceFor();
  await deviceFor(colleague);
  const db = openAdminDatabase(admin.config, silentLog);
  try {
    const count = async () => (await db.all("SELECT token_hash FROM admin_devices")).length;
    expect(await count()).toBe(2);
    await purgeDevices(db, admin.clock.now - deviceLifetimeMs);
    expect(await count()).toBe(2);
    await changePassword(db, colleague.email, "a-completely-new-passphrase");
    await purgeDevices(db, admin.clock.now - deviceLifetimeMs);
    expect(await count()).toBe(1);
    admin.clock.advance(deviceLifetimeMs + second);
    await purgeDevices(db, admin.clock.now - deviceLifetimeMs);
    expect(await count()).toBe(0);
  } finally {
    await db.close();
  }
});
