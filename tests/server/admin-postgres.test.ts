/**
 * The admin area on PostgreSQL (DATABASE_URL), in a throwaway cluster: the same statements as on
 * SQLite, migrated once when instances start together; accounts from `npm run editors`; sessions
 * and the lockout shared by two instances on one database; and the database going away.
 */
import { spawn } from "node:child_process";
import { afterEach, expect, test } from "vitest";
import { silentLog } from "../../scripts/lib/silent-log.ts";
import { tempDir } from "../../scripts/lib/temp-dirs.ts";
import { openAdminDatabase } from "../../server/admin/store/open.ts";
import {
  type AdminApp,
  createAccount,
  editor,
  sameOrigin,
  sessionStatus,
  signedIn,
  signIn,
  startAdmin,
  testClock,
} from "../support/admin.ts";
import { postgresForSuite } from "../support/postgres.ts";

const postgres = postgresForSuite();
const running: AdminApp[] = [];
afterEach(async () => {
  for (const admin of running.splice(0)) await admin.close();
});

async function instance(databaseUrl: string, clock?: AdminApp["clock"], ready = true): Promise<AdminApp> {
  const admin = await startAdmin({ DATABASE_URL: databaseUrl }, clock, { ready });
  running.push(admin);
  return admin;
}

function editors(databaseUrl: string, args: string[], input = ""): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["scripts/editors.ts", ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, EDIT_REPO: "" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  child.stdin.end(input);
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, output })));
}

test("instances starting together apply each migration once", async () => {
  const url = await postgres().createDatabase();
  const databases = Array.from({ length: 4 }, () =>
    openAdminDatabase({ DATABASE_URL: url, dataDir: tempDir("data") }, silentLog),
  );
  await Promise.all(databases.map((db) => db.all("SELECT count(*) FROM admin_editors")));
  await Promise.all(databases.map((db) => db.close()));
  expect(await postgres().sql(url, "SELECT version, name FROM admin_migrations")).toEqual([
    { version: 1, name: "001_accounts" },
    { version: 2, name: "002_devices" },
    { version: 3, name: "003_roles" },
    { version: 4, name: "004_drafts" },
  ]);
});

test("npm run editors on DATABASE_URL: the account signs in, a new password and a removal end its sessions", async () => {
  const url = await postgres().createDatabase();
  const admin = await instance(url);
  expect(await editors(url, ["add", editor.email, "--name", editor.name], `${editor.password}\n`)).toEqual({
    code: 0,
    output: `Added ${editor.name} <${editor.email}> as an editor\n`,
  });
  expect((await editors(url, ["list"])).output).toContain(`${editor.email}\t${editor.name}\t`);
  const first = await signedIn(admin.app);
  expect(await sessionStatus(admin.app, first)).toBe(200);
  expect((await editors(url, ["password", editor.email], "another-long-passphrase\n")).code).toBe(0);
  expect(await sessionStatus(admin.app, first)).toBe(401);
  const second = await signedIn(admin.app, { ...editor, password: "another-long-passphrase" });
  expect((await editors(url, ["remove", editor.email])).code).toBe(0);
  expect(await sessionStatus(admin.app, second)).toBe(401);
  const rows = await postgres().sql<{ n: string }>(url, "SELECT count(*) AS n FROM admin_sessions");
  expect(rows).toEqual([{ n: "0" }]);
});

test("two instances on one database share sessions and the lockout", async () => {
  const url = await postgres().createDatabase();
  // One clock for both, as on one machine: the lockout's delay is the same time on either.
  const clock = testClock();
  const [one, two] = [await instance(url, clock), await instance(url, clock)];
  if (!one || !two) throw new Error("two instances");
  await createAccount(one.config);

  const cookie = await signedIn(one.app);
  expect(await sessionStatus(two.app, cookie)).toBe(200);
  const signOut = await two.app.inject({ method: "POST", url: "/admin/sign-out", headers: { cookie, ...sameOrigin } });
  expect(signOut.statusCode).toBe(303);
  expect(await sessionStatus(one.app, cookie)).toBe(401);

  // Five failures on one instance, the sixth attempt on the other has to wait.
  for (let count = 0; count < 5; count++) {
    expect((await signIn(one.app, editor.email, `wrong-${count}`)).statusCode).toBe(401);
  }
  const sixth = await signIn(two.app, editor.email, editor.password);
  expect(sixth.statusCode).toBe(429);
  expect(sixth.headers["retry-after"]).toBe("1");
});

test("with the database down, sign-in and the API answer 503; once it is back they work", async () => {
  const url = await postgres().createDatabase();
  const admin = await instance(url);
  await createAccount(admin.config);
  const cookie = await signedIn(admin.app);
  await postgres().stop();
  try {
    const refused = await signIn(admin.app, editor.email, editor.password);
    expect(refused.statusCode).toBe(503);
    expect(refused.body).toContain("Signing in is not possible just now. Please try again in a few minutes.");
    expect(refused.headers["set-cookie"]).toBeUndefined();
    expect(await sessionStatus(admin.app, cookie)).toBe(503);
    expect((await admin.app.inject({ url: "/admin/", headers: { cookie } })).statusCode).toBe(503);
  } finally {
    await postgres().start();
  }
  expect(await sessionStatus(admin.app, cookie)).toBe(200);
  expect((await signIn(admin.app, editor.email, editor.password)).statusCode).toBe(303);
});

test("the server starts while the database is down, and migrates once it is reachable", async () => {
  const url = await postgres().createDatabase();
  await postgres().stop();
  let admin: AdminApp;
  try {
    admin = await instance(url, undefined, false);
    expect((await signIn(admin.app, editor.email, editor.password)).statusCode).toBe(503);
  } finally {
    await postgres().start();
  }
  await createAccount(admin.config);
  expect((await signIn(admin.app, editor.email, editor.password)).statusCode).toBe(303);
});
