/**
 * Takes a refused publish's commits back out of the working copy: one revert commit, by the
 * site, whose message says why, naming each commit it reverts (as `git revert` does). Runs
 * under the working copy's lock, so that no save interleaves with it.
 */
import { withRepoLock } from "../content/repo-lock.ts";
import { type Author, authorEnv, git } from "./git.ts";

/** The commits of `wanted` that `built` contains, newest first. */
async function containedNewestFirst(repo: string, built: string, wanted: readonly string[]): Promise<string[]> {
  const set = new Set(wanted);
  const history = (await git(repo, ["rev-list", "--topo-order", "--max-count=1000", built])).split("\n");
  return history.filter((commit) => set.has(commit));
}

/**
 * Reverts the commits of `commits` that the refused build `built` contained; resolves with the
 * reverted commits, or rejects with git's reason (nothing is left half-done).
 */
export function revertCommits(
  repo: string,
  built: string,
  commits: readonly string[],
  reason: string,
  author: Author,
): Promise<string[]> {
  return withRepoLock(repo, async () => {
    const reverted = await containedNewestFirst(repo, built, commits);
    if (reverted.length === 0) return [];
    try {
      await git(repo, ["revert", "--no-commit", ...reverted]);
    } catch (error) {
      await git(repo, ["revert", "--abort"]).catch(() => undefined);
      throw error;
    }
    const subject =
      reverted.length === 1
        ? "Unpublish a change the site's build refused"
        : `Unpublish ${reverted.length} changes the site's build refused`;
    const message = [subject, "", reason, "", ...reverted.map((commit) => `This reverts commit ${commit}.`)].join("\n");
    await git(repo, ["commit", "--quiet", "--no-verify", "-m", message], authorEnv(author));
    return reverted;
  });
}
