/**
 * Taking refused content back out of the working copy. A refused build's content files are
 * compared with the last build that passed (the base): the files the build refused go back to
 * their version there (a file new since is removed), in one commit by the site whose message
 * gives the reason. A file saved again after the refused build began is left as it is: its new
 * version is in the next build. Nothing else is touched, so no save but the refused one is ever
 * undone, and no revert of a list of commits can conflict.
 */
import { withRepoLock } from "../content/repo-lock.ts";
import { type Author, authorEnv, git, hasCommit, isAncestor } from "./git.ts";
import { listReleases } from "./releases.ts";

/** Only editors' files are ever judged or restored; code is the developers'. */
const judged = "content/";

/** `commit`'s version of each of `paths` (its blob), absent ones left out. */
async function versions(repo: string, commit: string, paths: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (paths.length === 0) return found;
  const listing = await git(repo, ["ls-tree", "-z", "--full-tree", commit, "--", ...paths]);
  for (const line of listing.split("\0").filter(Boolean)) {
    const [meta = "", path = ""] = line.split("\t");
    found.set(path, meta);
  }
  return found;
}

/**
 * The commit of the last build that passed, when it is in `built`'s history; else the parent of
 * the oldest of the saves (nothing was published from this working copy yet).
 */
export async function publishedBase(
  repo: string,
  publishDir: string,
  built: string,
  saves: readonly string[],
): Promise<string | undefined> {
  const newest = listReleases(publishDir).at(-1);
  if (newest && (await hasCommit(repo, newest.commit)) && (await isAncestor(repo, newest.commit, built))) {
    return newest.commit;
  }
  const parents: string[] = [];
  for (const save of saves) {
    const parent = await git(repo, ["rev-parse", "--verify", "--quiet", `${save}^`]).catch(() => "");
    if (parent) parents.push(parent);
  }
  for (const parent of parents) {
    let oldest = true;
    for (const other of parents) if (!(await isAncestor(repo, parent, other))) oldest = false;
    if (oldest) return parent;
  }
  return undefined;
}

/**
 * The content files that differ between `base` and `built`, in groups: the files each commit
 * changed first, in the order of the commits (a story and the photo saved with it stay together).
 */
export async function changedGroups(repo: string, base: string, built: string): Promise<string[][]> {
  const changed = new Set(
    (await git(repo, ["diff", "--name-only", "--no-renames", "-z", base, built, "--", judged]))
      .split("\0")
      .filter(Boolean),
  );
  const log = await git(repo, [
    "log",
    "--reverse",
    "--format=%x01",
    "--name-only",
    "--no-renames",
    "-z",
    `${base}..${built}`,
    "--",
    judged,
  ]);
  const groups: string[][] = [];
  const placed = new Set<string>();
  for (const commit of log.split("\x01").slice(1)) {
    const files = commit.split(/[\0\n]/).filter((path) => changed.has(path) && !placed.has(path));
    for (const path of files) placed.add(path);
    if (files.length > 0) groups.push(files);
  }
  const rest = [...changed].filter((path) => !placed.has(path));
  if (rest.length > 0) groups.push(rest);
  return groups;
}

/**
 * A commit made for a trial build, on no branch: `built` with `paths` as they are in `base`. Its
 * index is a file of its own, so the working copy's is never touched.
 */
export async function trialCommit(
  repo: string,
  indexFile: string,
  base: string,
  built: string,
  paths: readonly string[],
  author: Author,
): Promise<string> {
  const env = { ...authorEnv(author), GIT_INDEX_FILE: indexFile };
  await git(repo, ["read-tree", built], env);
  const inBase = await versions(repo, base, paths);
  const present = [...inBase].map(([path, meta]) => {
    const [mode, , blob] = meta.split(" ");
    return `${mode},${blob},${path}`;
  });
  const absent = paths.filter((path) => !inBase.has(path));
  if (present.length > 0) await git(repo, ["update-index", ...present.flatMap((entry) => ["--cacheinfo", entry])], env);
  if (absent.length > 0) await git(repo, ["update-index", "--force-remove", "--", ...absent], env);
  const tree = await git(repo, ["write-tree"], env);
  return git(repo, ["commit-tree", tree, "-p", base, "-m", "A trial build: the saves before a refused one"], env);
}

function restoreMessage(paths: readonly string[], reason: string, base: string): string {
  const subject =
    paths.length <= 2
      ? `Unpublish ${paths.join(", ")}: the site's build refused it`
      : `Unpublish ${paths.length} files the site's build refused`;
  return [
    subject,
    "",
    reason,
    "",
    `Restored to the version of ${base} (the last build that passed); a file new since then is removed:`,
    ...paths.map((path) => `  ${path}`),
  ].join("\n");
}

/**
 * Puts each of `paths` that still holds its version of `built` back to its version of `base`, in
 * one commit by `author`; resolves with the files restored (none when every one was saved again
 * since, or already is as in `base`). Runs under the working copy's lock, so no save interleaves.
 */
export function restoreFiles(
  repo: string,
  base: string,
  built: string,
  paths: readonly string[],
  reason: string,
  author: Author,
): Promise<string[]> {
  return withRepoLock(repo, async () => {
    const [atHead, atBuilt, atBase] = await Promise.all([
      versions(repo, "HEAD", paths),
      versions(repo, built, paths),
      versions(repo, base, paths),
    ]);
    const restored = paths.filter(
      (path) => atHead.get(path) === atBuilt.get(path) && atHead.get(path) !== atBase.get(path),
    );
    if (restored.length === 0) return [];
    const back = restored.filter((path) => atBase.has(path));
    const gone = restored.filter((path) => !atBase.has(path));
    if (back.length > 0) await git(repo, ["checkout", base, "--", ...back]);
    if (gone.length > 0) await git(repo, ["rm", "--quiet", "--ignore-unmatch", "--", ...gone]);
    const message = restoreMessage(restored, reason, base);
    await git(
      repo,
      ["commit", "--quiet", "--no-verify", "--cleanup=verbatim", "-m", message, "--", ...restored],
      authorEnv(author),
    );
    return restored;
  });
}

/** Whether files outside content/ differ between `base` and `built` (the code changed). */
export async function codeChanged(repo: string, base: string, built: string): Promise<boolean> {
  const names = await git(repo, ["diff", "--name-only", "--no-renames", base, built, "--", ".", `:(exclude)${judged}`]);
  return names !== "";
}

/** Whether HEAD's files are those of `commit` (nothing is left to publish). */
export async function sameTree(repo: string, commit: string): Promise<boolean> {
  const [head, other] = await Promise.all([
    git(repo, ["rev-parse", "HEAD^{tree}"]),
    git(repo, ["rev-parse", `${commit}^{tree}`]),
  ]);
  return head === other;
}
