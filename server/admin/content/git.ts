/**
 * git in the edited working copy, always through execFile (no shell), with an environment that
 * cannot point it at another repository, without hooks or signing, and with the identities given
 * explicitly: the editor as author, the site as committer.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface GitIdentity {
  name: string;
  email: string;
}

/** Variables that would redirect git or override the identities. */
const foreign =
  /^GIT_(?:DIR|WORK_TREE|INDEX_FILE|OBJECT_DIRECTORY|ALTERNATE_OBJECT_DIRECTORIES|NAMESPACE|PREFIX|AUTHOR_|COMMITTER_|CONFIG)/;

function identityEnv(role: "AUTHOR" | "COMMITTER", identity: GitIdentity): Record<string, string> {
  return {
    [`GIT_${role}_NAME`]: identity.name.replace(/[<>\p{Cc}]/gu, " ").trim() || "Editor",
    [`GIT_${role}_EMAIL`]: identity.email.replace(/[<>\s\p{Cc}]/gu, ""),
  };
}

function gitEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !foreign.test(key)));
  return { ...env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C", ...extra };
}

/** Runs git in the working copy with hooks and signing off; resolves with its standard output. */
export async function git(repoDir: string, args: string[], extraEnv?: Record<string, string>): Promise<string> {
  const settings = ["-c", "core.hooksPath=/dev/null", "-c", "commit.gpgSign=false", "-c", "core.quotePath=false"];
  const { stdout } = await run("git", ["-C", repoDir, ...settings, ...args], {
    env: gitEnv(extraEnv),
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** Which of the paths differ from the last commit (changed, new or deleted). */
export async function changedPaths(repoDir: string, paths: readonly string[]): Promise<string[]> {
  const status = await git(repoDir, [
    "status",
    "--porcelain=v1",
    "-z",
    "--untracked-files=all",
    "--no-renames",
    "--",
    ...paths,
  ]);
  return status
    .split("\0")
    .filter((line) => line.length > 3)
    .map((line) => line.slice(3));
}

/**
 * The commit message of a save, written by the server: what was done and to which files, e.g.
 * "Update news entry content/news/x.md". Decap sends a message of its own (options.commitMessage),
 * which is the client's text and is never used: a message git refuses (empty once git cleans it
 * up, say) would fail the save, and the history should say what the server did. One line of at
 * most 200 characters.
 */
export function commitMessage(action: string, paths: readonly string[]): string {
  const text = `${action} ${paths.join(", ")}`.replace(/[\p{Cc}\s]+/gu, " ").trim();
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

export interface CommitRequest {
  paths: readonly string[];
  message: string;
  author: GitIdentity;
  committer: GitIdentity;
}

/** Commits exactly these paths as they are in the working copy; undefined when none of them changed. */
export async function commitPaths(repoDir: string, request: CommitRequest): Promise<string | undefined> {
  const changed = await changedPaths(repoDir, request.paths);
  if (changed.length === 0) return undefined;
  await git(repoDir, ["add", "--all", "--", ...changed]);
  const env = { ...identityEnv("AUTHOR", request.author), ...identityEnv("COMMITTER", request.committer) };
  await git(repoDir, ["commit", "--quiet", "--only", "-m", request.message, "--", ...changed], env);
  return (await git(repoDir, ["rev-parse", "HEAD"])).trim();
}

/** Takes the paths out of the index again (back to the last commit's version). */
export async function unstage(repoDir: string, paths: readonly string[]): Promise<void> {
  await git(repoDir, ["reset", "--quiet", "--", ...paths]);
}

/** The top folder of the repository that holds `repoDir`. */
export async function topLevel(repoDir: string): Promise<string> {
  return (await git(repoDir, ["rev-parse", "--show-toplevel"])).trim();
}
