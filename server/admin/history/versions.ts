/**
 * What git holds of the content: an entry's versions, newest first, and the site's latest
 * changes under content/. Git stays the record; these only read it (the admin area's one git
 * runner, ../git.ts). Paths are checked by the caller (content/paths.ts); every path goes after
 * `--`, every commit is a full hash.
 */
import { GitError, git, gitBytes, gitFiles, gitOutput } from "../git.ts";

/** How many versions of an entry, or changes of the site, are read at most. */
export const versionsShown = 20;

export interface Commit {
  commit: string;
  author: string;
  /** When it was committed, in ms since the epoch. */
  at: number;
  subject: string;
}

export interface Version extends Commit {
  /** The file as that commit left it; undefined when the commit deleted it. */
  text: string | undefined;
}

export interface Change extends Commit {
  /** The files under content/ it added (A), changed (M) or deleted (D). */
  files: { status: "A" | "M" | "D"; path: string }[];
}

const record = "\x1e";
const unit = "\x1f";
const format = `--format=${record}%H${unit}%an${unit}%ct${unit}%s`;

function commitOf(line: string): Commit {
  const [commit = "", author = "", seconds = "0", subject = ""] = line.split(unit);
  return { commit, author, at: Number(seconds) * 1000, subject };
}

/** The file's bytes at `commit`, or undefined when it has none there. */
export async function fileAt(repoDir: string, commit: string, path: string): Promise<Buffer | undefined> {
  try {
    return await gitBytes(repoDir, ["cat-file", "blob", `${commit}:${path}`]);
  } catch (error) {
    if (error instanceof GitError) return undefined;
    throw error;
  }
}

/** The entry's versions, newest first: each commit that changed it, with the file as it left it. */
export async function fileVersions(repoDir: string, path: string): Promise<Version[]> {
  const log = await gitOutput(repoDir, ["log", `-n${versionsShown}`, "--no-renames", format, "HEAD", "--", path]);
  const commits = log
    .split(record)
    .filter(Boolean)
    .map((line) => commitOf(line.trim()));
  // One git process reads every version, however many there are.
  const files = await gitFiles(
    repoDir,
    commits.map((commit) => `${commit.commit}:${path}`),
  );
  return commits.map((commit, i) => ({ ...commit, text: files[i]?.toString("utf8") }));
}

/** The latest commits that changed something under content/, newest first, with their files. */
export async function contentChanges(repoDir: string): Promise<Change[]> {
  const log = await gitOutput(repoDir, [
    "log",
    `-n${versionsShown}`,
    "--no-renames",
    "--name-status",
    format,
    "HEAD",
    "--",
    "content",
  ]);
  return log
    .split(record)
    .filter(Boolean)
    .map((chunk) => {
      const [head = "", ...lines] = chunk.split("\n");
      const files = lines.flatMap((line): Change["files"] => {
        const [status, path] = line.split("\t");
        return (status === "A" || status === "M" || status === "D") && path ? [{ status, path }] : [];
      });
      return { ...commitOf(head), files };
    });
}

/** The newest commit that changed something under content/. */
export async function latestContentCommit(repoDir: string): Promise<string | undefined> {
  return (await git(repoDir, ["log", "-n1", "--format=%H", "HEAD", "--", "content"])) || undefined;
}

/** Whether `commit` is HEAD or one of its ancestors (a version of this branch's history). */
export async function inHistory(repoDir: string, commit: string): Promise<boolean> {
  try {
    await git(repoDir, ["merge-base", "--is-ancestor", commit, "HEAD"]);
    return true;
  } catch (error) {
    if (error instanceof GitError) return false;
    throw error;
  }
}
