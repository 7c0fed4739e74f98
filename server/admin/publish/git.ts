/**
 * git in the working copy, run with execFile (no shell; arguments passed as they are). Another
 * part of the server commits to the same working copy: a command that finds git's index lock
 * taken waits and tries again.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export class GitError extends Error {
  override name = "GitError";
  /** What git wrote on standard error (its reason). */
  readonly stderr: string;

  constructor(args: readonly string[], stderr: string) {
    super(`git ${args.join(" ")}: ${stderr.trim() || "failed"}`);
    this.stderr = stderr.trim();
  }
}

export interface Author {
  name: string;
  email: string;
}

const lockWaitMs = 200;
const lockTries = 25;

/** The server's environment without variables that would point git at another repository or identity. */
function ownEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^GIT_/.test(name)));
}

/** Hooks and signing off: nothing in the working copy's configuration runs with the server's rights. */
const settings = ["-c", "core.hooksPath=/dev/null", "-c", "commit.gpgSign=false"];

/**
 * Runs `git args` in `repo` and returns its standard output, trimmed; throws a GitError with
 * git's message. `timeoutMs` bounds commands that talk to a remote.
 */
export async function git(repo: string, args: string[], env: NodeJS.ProcessEnv = {}, timeoutMs = 0): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await run("git", [...settings, ...args], {
        cwd: repo,
        env: { ...ownEnv(), ...env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C" },
        maxBuffer: 16 * 1024 * 1024,
        timeout: timeoutMs,
      });
      return stdout.trim();
    } catch (error) {
      const stderr = String((error as { stderr?: string }).stderr ?? (error as Error).message);
      if (attempt < lockTries && /index\.lock/.test(stderr)) {
        await new Promise((resolve) => setTimeout(resolve, lockWaitMs));
        continue;
      }
      throw new GitError(args, stderr);
    }
  }
}

/** The environment that makes `author` the author and committer of a commit. */
export function authorEnv(author: Author): NodeJS.ProcessEnv {
  return {
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: author.name,
    GIT_COMMITTER_EMAIL: author.email,
  };
}

export const headCommit = (repo: string) => git(repo, ["rev-parse", "HEAD"]);

/** Whether `ancestor` is `commit` or one of its ancestors. */
export async function isAncestor(repo: string, ancestor: string, commit: string): Promise<boolean> {
  try {
    await git(repo, ["merge-base", "--is-ancestor", ancestor, commit]);
    return true;
  } catch {
    return false;
  }
}

/** Whether the repository has the commit. */
export async function hasCommit(repo: string, commit: string): Promise<boolean> {
  try {
    await git(repo, ["cat-file", "-e", `${commit}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/** Where the current branch pushes to: its upstream, else the only remote (or origin) and the same name. */
export async function pushTarget(repo: string): Promise<{ remote: string; branch: string } | undefined> {
  const remotes = (await git(repo, ["remote"])).split("\n").filter(Boolean);
  if (remotes.length === 0) return undefined;
  const branch = await git(repo, ["symbolic-ref", "--short", "HEAD"]).catch(() => "");
  if (!branch) return undefined;
  const configured = await git(repo, ["config", `branch.${branch}.remote`]).catch(() => "");
  const merge = await git(repo, ["config", `branch.${branch}.merge`]).catch(() => "");
  const remote = configured || (remotes.length === 1 ? remotes[0] : remotes.find((name) => name === "origin"));
  if (!remote) return undefined;
  return { remote, branch: merge.replace(/^refs\/heads\//, "") || branch };
}
