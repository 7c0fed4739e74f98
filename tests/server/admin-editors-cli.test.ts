/**
 * `npm run editors`, run as the operator runs it (node scripts/editors.ts, the password on
 * standard input or typed on a terminal): add, list, remove and password, what each refuses, and
 * that the server sees the result at once: the new account signs in, a new password or a
 * removal ends its sessions.
 */
import { spawn } from "node:child_process";
import { afterEach, beforeEach, expect, test } from "vitest";
import { type AdminApp, editor, sessionStatus, signedIn, signIn, startAdmin } from "../support/admin.ts";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let admin: AdminApp;
beforeEach(async () => {
  admin = await startAdmin();
});
afterEach(() => admin.close());

/** Runs the command with `input` on a pipe (not a terminal). */
function editors(args: string[], input = ""): Promise<Run> {
  const child = spawn(process.execPath, ["scripts/editors.ts", ...args], {
    env: { ...process.env, DATA_DIR: admin.config.dataDir, DATABASE_URL: "", EDIT_REPO: "" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  child.stdin.end(input);
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

const add = (password = `${editor.password}\n`) => editors(["add", editor.email, "--name", editor.name], password);

test("add reads the password from standard input; the account signs in and is listed", async () => {
  expect(await add()).toEqual({ code: 0, stdout: `Added ${editor.name} <${editor.email}> as an editor\n`, stderr: "" });
  expect(await sessionStatus(admin.app, await signedIn(admin.app))).toBe(200);
  const list = await editors(["list"]);
  expect(list.code).toBe(0);
  expect(list.stdout).toMatch(
    new RegExp(
      `^${editor.email}\\t${editor.name}\\teditor\\tadded \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\tlast signed in \\d{4}-`,
    ),
  );
});

test("roles: --role on add and the role command set author, editor or admin; anything else is refused", async () => {
  const added = await editors(["add", editor.email, "--name", editor.name, "--role", "author"], `${editor.password}\n`);
  expect(added).toEqual({ code: 0, stdout: `Added ${editor.name} <${editor.email}> as an author\n`, stderr: "" });
  expect((await editors(["list"])).stdout).toContain(`\t${editor.name}\tauthor\t`);
  expect(await editors(["role", editor.email, "--role", "admin"])).toEqual({
    code: 0,
    stdout: `${editor.email} is now an admin\n`,
    stderr: "",
  });
  expect((await editors(["list"])).stdout).toContain(`\t${editor.name}\tadmin\t`);
  const unknown = await editors(["role", editor.email, "--role", "owner"]);
  expect(unknown).toMatchObject({
    code: 1,
    stderr: 'A role is one of author, editor, admin; "owner" is none of them\n',
  });
  const before = await editors(["add", "second@scriptoria.example", "--name", "Second", "--role", "root"], "");
  // Refused before the password is asked for: nothing was read from standard input.
  expect(before).toMatchObject({ code: 1, stderr: 'A role is one of author, editor, admin; "root" is none of them\n' });
  expect(await editors(["role", "nobody@scriptoria.example", "--role", "editor"])).toMatchObject({
    code: 1,
    stderr: "nobody@scriptoria.example has no account\n",
  });
  expect((await editors(["role", editor.email])).code).toBe(2);
});

test("the address is kept lower-case, and a second account for it is refused", async () => {
  await editors(["add", editor.email.toUpperCase(), "--name", editor.name], `${editor.password}\n`);
  expect((await editors(["list"])).stdout).toContain(`${editor.email}\t`);
  const again = await add();
  expect(again).toMatchObject({ code: 1, stderr: `${editor.email} has an account already\n` });
});

test("refused: a password under 12 characters, a name with angle brackets, a bad address, no name", async () => {
  expect(await add("eleven-char\n")).toMatchObject({
    code: 1,
    stderr: "The password must be at least 12 characters long\n",
  });
  const bracketed = await editors(["add", editor.email, "--name", "Asha <root@x>"], `${editor.password}\n`);
  expect(bracketed).toMatchObject({ code: 1, stderr: "The name must not contain < > or control characters\n" });
  const address = await editors(["add", "not-an-address", "--name", editor.name], `${editor.password}\n`);
  expect(address).toMatchObject({ code: 1, stderr: "Give an e-mail address, e.g. name@example.com\n" });
  const nameless = await editors(["add", editor.email], `${editor.password}\n`);
  expect(nameless.code).toBe(2);
  expect(nameless.stderr).toContain('add needs the editor\'s name: --name "NAME"');
  expect((await editors(["list"])).stdout).toBe('No accounts yet: npm run editors -- add EMAIL --name "NAME"\n');
});

test("password: a new password ends the account's sessions; the old one no longer signs in", async () => {
  await add();
  const cookie = await signedIn(admin.app);
  const changed = await editors(["password", editor.email], "a-completely-new-passphrase\n");
  expect(changed).toEqual({
    code: 0,
    stdout: `New password set for ${editor.email}; its sessions have ended\n`,
    stderr: "",
  });
  expect(await sessionStatus(admin.app, cookie)).toBe(401);
  expect((await signIn(admin.app, editor.email, editor.password)).statusCode).toBe(401);
  expect((await signIn(admin.app, editor.email, "a-completely-new-passphrase")).statusCode).toBe(303);
  expect(await editors(["password", "nobody@scriptoria.example"], "a-completely-new-passphrase\n")).toMatchObject({
    code: 1,
    stderr: "nobody@scriptoria.example has no account\n",
  });
});

test("remove: the account and its sessions end at once", async () => {
  await add();
  const cookie = await signedIn(admin.app);
  expect(await editors(["remove", editor.email])).toEqual({
    code: 0,
    stdout: `Removed ${editor.email}; its sessions have ended\n`,
    stderr: "",
  });
  expect(await sessionStatus(admin.app, cookie)).toBe(401);
  expect((await signIn(admin.app, editor.email, editor.password)).statusCode).toBe(401);
  expect(await editors(["remove", editor.email])).toMatchObject({
    code: 1,
    stderr: `${editor.email} has no account\n`,
  });
});

test("usage: an unknown command or a missing address exits 2 with the usage", async () => {
  for (const args of [["promote", editor.email], ["remove"], []]) {
    const run = await editors(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Usage:\n  npm run editors -- add EMAIL --name");
  }
});

/**
 * On a terminal (a pseudo-terminal from util-linux's `script`): asked twice, nothing echoed.
 * Each answer is typed once its prompt has appeared.
 */
function typedOnTerminal(args: string[], answers: [prompt: string, typed: string][]): Promise<Run> {
  const command = [process.execPath, "scripts/editors.ts", ...args].map((word) => `'${word}'`).join(" ");
  const child = spawn("script", ["-qfec", command, "/dev/null"], {
    env: { ...process.env, DATA_DIR: admin.config.dataDir, DATABASE_URL: "", EDIT_REPO: "" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  const waiting = [...answers];
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
    const next = waiting[0];
    if (next && stdout.includes(next[0])) {
      waiting.shift();
      child.stdin.write(`${next[1]}\r`);
    }
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr: "" })));
}

test("on a terminal the password is asked twice and never shown; two different answers change nothing", async () => {
  const typed = await typedOnTerminal(
    ["add", editor.email, "--name", editor.name],
    [
      ["New password (at least 12 characters): ", editor.password],
      ["The same password again: ", editor.password],
    ],
  );
  expect(typed.code).toBe(0);
  expect(typed.stdout).toContain(`Added ${editor.name} <${editor.email}>`);
  expect(typed.stdout).not.toContain(editor.password);
  expect((await signIn(admin.app, editor.email, editor.password)).statusCode).toBe(303);

  const differing = await typedOnTerminal(
    ["password", editor.email],
    [
      ["New password (at least 12 characters): ", "first-long-passphrase"],
      ["The same password again: ", "second-long-passphrase"],
    ],
  );
  expect(differing.code).toBe(1);
  expect(differing.stdout).toContain("The two passwords differ; nothing was changed");
  expect((await signIn(admin.app, editor.email, editor.password)).statusCode).toBe(303);
});
