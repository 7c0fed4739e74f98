/**
 * After a switch: the published commit goes to the working copy's remote (its branch's upstream,
 * or its only remote), exactly that commit, never forced. A rejection (the remote moved on) is
 * reported, not overridden.
 */
import type { PublishStatus } from "../contracts.ts";
import { GitError, git, pushTarget } from "./git.ts";

export type PushResult = NonNullable<PublishStatus["push"]>;

export async function pushCommit(repo: string, commit: string): Promise<PushResult> {
  const target = await pushTarget(repo);
  if (!target) return { result: "no-remote" };
  try {
    await git(repo, ["push", target.remote, `${commit}:refs/heads/${target.branch}`], {}, 120_000);
    return { result: "pushed", message: `${target.remote} ${target.branch}` };
  } catch (error) {
    const message = error instanceof GitError ? error.stderr : (error as Error).message;
    const rejected = /\[rejected\]|non-fast-forward|fetch first/.test(message);
    return { result: rejected ? "rejected" : "failed", message };
  }
}
