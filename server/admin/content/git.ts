/**
 * The editing API's git commands in the working copy (run as ../git.ts runs every git command):
 * which paths changed, committing exactly a save's paths with the editor as author and the site as
 * committer, and the message the server writes for it.
 */
import { type GitIdentity, gitOutput as git, identityEnv } from "../git.ts";

export type { GitIdentity };

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
 * most 200 characters, ending with `note` when given (who published another's draft).
 */
export function commitMessage(action: string, paths: readonly string[], note?: string): string {
  const files = `${action} ${paths.join(", ")}`;
  const clean = (text: string) => text.replace(/[\p{Cc}\s]+/gu, " ").trim();
  // The note ("published by …") is kept whole; the list of files gives way.
  const tail = note ? `, ${clean(note)}` : "";
  const text = clean(files);
  const room = 200 - tail.length;
  return `${text.length > room ? `${text.slice(0, room - 1)}…` : text}${tail}`;
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
  const env = identityEnv(request.author, request.committer);
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
