/**
 * The one way the admin area runs git in the working copy it edits and publishes: through
 * execFile (no shell; arguments passed as they are) in the launcher's process (../launcher.ts, so
 * that starting git never holds the server's event loop up), in the working copy, with none of the
 * server's GIT_* variables (they could point git at another repository, index or identity), with
 * hooks and signing off (nothing in the working copy's configuration runs with the server's
 * rights) and paths unquoted. Saves and publishing commit to the same working copy: a command
 * that finds git's index lock taken waits and tries again.
 */
import { launch } from "../launcher.ts";

export class GitError extends Error {
  override name = "GitError";
  /** What git wrote on standard error (its reason). */
  readonly stderr: string;

  constructor(args: readonly string[], stderr: string) {
    super(`git ${args.join(" ")}: ${stderr.trim() || "failed"}`);
    this.stderr = stderr.trim();
  }
}

/** Who wrote or committed a commit. */
export interface GitIdentity {
  name: string;
  email: string;
}

const lockWaitMs = 200;
const lockTries = 25;

const settings = ["-c", "core.hooksPath=/dev/null", "-c", "commit.gpgSign=false", "-c", "core.quotePath=false"];

/** The server's environment without a variable that would point git elsewhere. */
function ownEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^GIT_/.test(name)));
}

async function runGit(
  repo: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
  encoding: "utf8" | "buffer",
  input?: string,
): Promise<string | Buffer> {
  for (let attempt = 1; ; attempt++) {
    try {
      const options = {
        cwd: repo,
        env: { ...ownEnv(), ...env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C" },
        encoding,
        maxBuffer: 16 * 1024 * 1024,
        timeout: timeoutMs,
      };
      const { stdout } = await launch("git", [...settings, ...args], options, input);
      return stdout;
    } catch (error) {
      const stderr = String((error as { stderr?: string | Buffer }).stderr ?? (error as Error).message);
      if (attempt < lockTries && /index\.lock/.test(stderr)) {
        await new Promise((resolve) => setTimeout(resolve, lockWaitMs));
        continue;
      }
      throw new GitError(args, stderr);
    }
  }
}

/**
 * Runs `git args` in `repo`; resolves with its standard output as git wrote it (porcelain output
 * keeps its leading spaces), or throws a GitError with git's reason. `env` adds variables (an
 * identity, an index file of its own); `timeoutMs` bounds commands that talk to a remote.
 */
export async function gitOutput(repo: string, args: string[], env: NodeJS.ProcessEnv = {}, timeoutMs = 0) {
  return (await runGit(repo, args, env, timeoutMs, "utf8")) as string;
}

/** As gitOutput, the output's bytes (a photo as a commit holds it). */
export async function gitBytes(repo: string, args: string[]): Promise<Buffer> {
  return (await runGit(repo, args, {}, 0, "buffer")) as Buffer;
}

/**
 * The files named `commit:path`, read by one `git cat-file --batch` (one process however many
 * there are), in their order; undefined where the commit holds no such file.
 */
export async function gitFiles(repo: string, names: readonly string[]): Promise<(Buffer | undefined)[]> {
  if (names.some((name) => /[\r\n]/.test(name))) throw new GitError(["cat-file"], "a name holds a line break");
  if (names.length === 0) return [];
  const out = (await runGit(
    repo,
    ["cat-file", "--batch"],
    {},
    0,
    "buffer",
    names.map((name) => `${name}\n`).join(""),
  )) as Buffer;
  const files: (Buffer | undefined)[] = [];
  let at = 0;
  for (const _ of names) {
    const end = out.indexOf(10, at);
    if (end < 0) throw new GitError(["cat-file"], "output ended early");
    // "<object> <type> <size>", then the content; otherwise "<name> missing" and nothing more.
    const found = /^[0-9a-f]+ (\w+) (\d+)$/.exec(out.subarray(at, end).toString("utf8"));
    at = end + 1;
    if (!found) {
      files.push(undefined);
      continue;
    }
    const length = Number(found[2]);
    files.push(found[1] === "blob" ? out.subarray(at, at + length) : undefined);
    at += length + 1;
  }
  return files;
}

/** As gitOutput, trimmed. */
export async function git(repo: string, args: string[], env: NodeJS.ProcessEnv = {}, timeoutMs = 0) {
  return (await gitOutput(repo, args, env, timeoutMs)).trim();
}

/**
 * The environment that makes `author` the author and `committer` (by default the author too) the
 * committer of a commit; a name loses `<`, `>` and control characters, an address white space too,
 * so that neither can change how git reads the identity.
 */
export function identityEnv(author: GitIdentity, committer: GitIdentity = author): NodeJS.ProcessEnv {
  const name = (identity: GitIdentity) => identity.name.replace(/[<>\p{Cc}]/gu, " ").trim() || "Editor";
  const email = (identity: GitIdentity) => identity.email.replace(/[<>\s\p{Cc}]/gu, "");
  return {
    GIT_AUTHOR_NAME: name(author),
    GIT_AUTHOR_EMAIL: email(author),
    GIT_COMMITTER_NAME: name(committer),
    GIT_COMMITTER_EMAIL: email(committer),
  };
}
