/**
 * What publishing asks git (run as ../git.ts runs every git command): the head, ancestry, whether a
 * commit is there, and where the working copy pushes to.
 */
import { type GitIdentity, git } from "../git.ts";

export { GitError, git, identityEnv as authorEnv } from "../git.ts";
export type Author = GitIdentity;

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
