/**
 * `npm run editors`: the editors' accounts of the admin area, in the outbox's database (SQLite
 * under DATA_DIR, or DATABASE_URL), as the server reads them.
 *
 *   npm run editors -- add EMAIL --name "NAME" [--role ROLE]
 *                                                new account (an editor unless --role says
 *                                                author or admin); the password is asked for
 *   npm run editors -- list                      every account, with its role
 *   npm run editors -- remove EMAIL              deletes it and ends its sessions
 *   npm run editors -- password EMAIL            a new password; ends the account's sessions
 *   npm run editors -- rename EMAIL --name "NAME"   another name (checked as a new account's)
 *   npm run editors -- role EMAIL --role ROLE    another role: author, editor or admin
 *
 * The password is read from standard input when it is not a terminal (its first line), and
 * otherwise asked for twice without echo. Exits 1 with a message when refused, 2 on bad usage.
 */
import { parseArgs } from "node:util";
import { ConfigError } from "../core/env.ts";
import {
  AccountError,
  addAccount,
  changePassword,
  changeRole,
  checkedRole,
  removeAccount,
  renameAccount,
} from "../server/admin/accounts.ts";
import type { SqlDatabase } from "../server/admin/store/db.ts";
import { listEditors } from "../server/admin/store/editors.ts";
import { openAdminDatabase } from "../server/admin/store/open.ts";
import { loadConfig } from "../server/config.ts";

const usage = `Usage:
  npm run editors -- add EMAIL --name "NAME" [--role author|editor|admin]
  npm run editors -- list
  npm run editors -- remove EMAIL
  npm run editors -- password EMAIL
  npm run editors -- rename EMAIL --name "NAME"
  npm run editors -- role EMAIL --role author|editor|admin`;

class UsageError extends Error {}

/** Reads a line from the terminal without showing it. */
function askHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  // Echo off before the prompt shows: what is typed as soon as it appears is never echoed.
  stdin.setRawMode(true);
  stdout.write(prompt);
  stdin.setEncoding("utf8");
  stdin.resume();
  let typed = "";
  return new Promise((resolve, reject) => {
    const finish = (error?: Error) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write("\n");
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003" || char === "\u0004") return finish(new AccountError("Cancelled; nothing was changed"));
        typed = char === "\u007f" || char === "\b" ? [...typed].slice(0, -1).join("") : typed + char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return (Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "").trimEnd();
}

async function newPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const first = await askHidden("New password (at least 12 characters): ");
  const second = await askHidden("The same password again: ");
  if (first !== second) throw new AccountError("The two passwords differ; nothing was changed");
  return first;
}

/** A name as listed: a control or invisible character an older version let in shows as \u{…}, never acts. */
const shown = (name: string) =>
  name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (char) => `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`);

const day = (time: number | null) =>
  time === null ? "never" : new Date(time).toISOString().slice(0, 16).replace("T", " ");

async function list(db: SqlDatabase): Promise<void> {
  const editors = await listEditors(db);
  if (editors.length === 0) return console.log('No accounts yet: npm run editors -- add EMAIL --name "NAME"');
  for (const editor of editors) {
    console.log(
      `${editor.email}\t${shown(editor.name)}\t${editor.role}\tadded ${day(editor.createdAt)}\tlast signed in ${day(editor.lastSignInAt)}`,
    );
  }
}

interface Options {
  name?: string;
  role?: string;
}

async function run(db: SqlDatabase, command: string | undefined, email: string | undefined, { name, role }: Options) {
  if (command === "list") return list(db);
  if (!email) throw new UsageError(`${command ?? "A command"} needs an e-mail address`);
  if (command === "add") {
    if (name === undefined) throw new UsageError('add needs the editor\'s name: --name "NAME"');
    // The role is checked before the password is asked for.
    const given = role === undefined ? undefined : checkedRole(role);
    const editor = await addAccount(db, { email, name, role: given, password: await newPassword() }, Date.now());
    // Each role (author, editor, admin) starts with a vowel.
    return console.log(`Added ${editor.name} <${editor.email}> as an ${editor.role}`);
  }
  if (command === "role") {
    if (role === undefined) throw new UsageError("role needs the new role: --role author|editor|admin");
    await changeRole(db, email, role);
    return console.log(`${email} is now an ${checkedRole(role)}`);
  }
  if (command === "rename") {
    if (name === undefined) throw new UsageError('rename needs the new name: --name "NAME"');
    return console.log(`${email} is now ${await renameAccount(db, email, name)}`);
  }
  if (command === "password") {
    await changePassword(db, email, await newPassword());
    return console.log(`New password set for ${email}; its sessions have ended`);
  }
  if (command === "remove") {
    await removeAccount(db, email);
    return console.log(`Removed ${email}; its sessions have ended`);
  }
  throw new UsageError(`Unknown command ${JSON.stringify(command)}`);
}

async function main(): Promise<number> {
  let db: SqlDatabase | undefined;
  try {
    const { positionals, values } = parseArgs({
      options: { name: { type: "string" }, role: { type: "string" } },
      allowPositionals: true,
    });
    const [command, email, ...rest] = positionals;
    if (rest.length > 0) throw new UsageError(`Unexpected ${rest.join(" ")}`);
    db = openAdminDatabase(loadConfig(), { info() {}, error: (_details, message) => console.error(message) });
    await run(db, command, email, values);
    return 0;
  } catch (error) {
    if (error instanceof AccountError || error instanceof ConfigError) console.error(error.message);
    else if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      console.error(`${(error as Error).message}\n\n${usage}`);
      return 2;
    } else console.error(`Failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await db?.close();
  }
}

process.exitCode = await main();
