/**
 * Editors' names become the authors of commits, so `npm run editors` (add and rename) refuses one
 * that could look like another in `git log`: direction controls such as U+202E, zero-width and
 * other format characters, line separators; and stores it in NFC. A name stored before that check
 * is listed with those characters shown as escapes, and reaches the editing API (the commits'
 * author) cleaned of them.
 */
import { spawn } from "node:child_process";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { silentLog } from "../../scripts/lib/silent-log.ts";
import { hashPassword } from "../../server/admin/passwords.ts";
import { insertEditor } from "../../server/admin/store/editors.ts";
import { openAdminDatabase } from "../../server/admin/store/open.ts";
import { type AdminApp, editor, sessionStatus, signedIn, startAdmin } from "../support/admin.ts";

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
function editors(args: string[], input = `${editor.password}\n`): Promise<Run> {
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

const noAccounts = 'No accounts yet: npm run editors -- add EMAIL --name "NAME"\n';

/** Names that show as another in a terminal or `git log`, each with the character that does it. */
const disguised: [string, string][] = [
  ["Asha \u202Enonem", "U+202E"], // right-to-left override: shows as "Asha menon"
  ["Asha\u202A Menon", "U+202A"],
  ["Asha \u2066Menon\u2069", "U+2066"],
  ["Asha\u200E Menon", "U+200E"],
  ["Asha\u200F Menon", "U+200F"],
  ["Asha\u061C Menon", "U+061C"],
  ["Asha Me\u200Bnon", "U+200B"],
  ["Asha Me\u200Cnon", "U+200C"],
  ["Asha Me\u200Dnon", "U+200D"],
  ["Asha Me\u2060non", "U+2060"],
  ["Asha Me\uFEFFnon", "U+FEFF"], // a byte-order mark at either end is trimmed like a space
  ["Asha Me\u00ADnon", "U+00AD"],
  ["Asha\u2028Menon", "U+2028"],
];

describe("npm run editors", () => {
  test("add refuses a name with a direction control, a zero-width or other invisible character", async () => {
    for (const [name, char] of disguised) {
      const run = await editors(["add", editor.email, "--name", name]);
      expect(run, char).toEqual({
        code: 1,
        stdout: "",
        stderr: `The name must not contain direction controls or invisible characters (it has ${char})\n`,
      });
    }
    expect((await editors(["list"])).stdout).toBe(noAccounts);
  });

  test("a name is stored in NFC: an accent typed as a combining mark is the same name as the precomposed one", async () => {
    const added = await editors(["add", editor.email, "--name", "Ame\u0301lie Laurent"]);
    expect(added).toEqual({
      code: 0,
      stdout: `Added Am\u00e9lie Laurent <${editor.email}> as an editor\n`,
      stderr: "",
    });
    expect((await editors(["list"])).stdout).toContain(`\tAm\u00e9lie Laurent\t`);
  });

  test("rename: checked as a new name, in NFC; the account's sessions stay", async () => {
    await editors(["add", editor.email, "--name", editor.name]);
    const cookie = await signedIn(admin.app);
    const spoofed = await editors(["rename", editor.email, "--name", "Asha \u202Enonem"]);
    expect(spoofed).toMatchObject({ code: 1, stderr: expect.stringContaining("(it has U+202E)") });
    const angled = await editors(["rename", editor.email, "--name", "Asha <root@x>"]);
    expect(angled).toMatchObject({ code: 1, stderr: "The name must not contain < > or control characters\n" });
    const renamed = await editors(["rename", editor.email, "--name", "Asha Me\u0301non"]);
    expect(renamed).toEqual({ code: 0, stdout: `${editor.email} is now Asha M\u00e9non\n`, stderr: "" });
    expect(await sessionStatus(admin.app, cookie)).toBe(200);
    const session = await admin.app.inject({
      url: "/admin/api/session",
      headers: { cookie, "sec-fetch-site": "same-origin" },
    });
    expect(session.json()).toEqual({ name: "Asha M\u00e9non", email: editor.email });
    const unknown = await editors(["rename", "nobody@scriptoria.example", "--name", "Nobody"]);
    expect(unknown).toMatchObject({ code: 1, stderr: "nobody@scriptoria.example has no account\n" });
  });
});

test("a name stored before the check: listed with its hidden characters shown, and cleaned as the commits' author", async () => {
  const db = openAdminDatabase(admin.config, silentLog);
  try {
    const passwordHash = await hashPassword(editor.password);
    await insertEditor(
      db,
      { email: editor.email, name: "Asha \u202Enonem\u200B", passwordHash, role: "editor" },
      Date.now(),
    );
  } finally {
    await db.close();
  }
  const list = await editors(["list"]);
  expect(list.stdout).toContain("\tAsha \\u{202e}nonem\\u{200b}\t");
  expect(list.stdout).not.toMatch(/[\u202E\u200B]/);
  const cookie = await signedIn(admin.app);
  const session = await admin.app.inject({
    url: "/admin/api/session",
    headers: { cookie, "sec-fetch-site": "same-origin" },
  });
  // The editing API commits as this editor: the name as it shows, nothing hidden in it.
  expect(session.json()).toEqual({ name: "Asha nonem", email: editor.email });
});
