/**
 * The checkout a publish builds: a git worktree of the working copy (PUBLISH_DIR/worktree),
 * moved to the commit being published before each build. Saves made while a build runs change
 * the working copy, never the files the build is reading, and a build is exactly one commit. Its
 * ignored files stay between builds: the photos' renditions (an unchanged photo is not encoded
 * again) and the generated content modules. It uses the working copy's node_modules, and
 * PUBLISH_DIR/node_modules lets the build folders beside it resolve the packages too (the
 * prerender imports the server bundle it wrote there).
 */
import { existsSync, lstatSync } from "node:fs";
import { mkdir, rm, symlink } from "node:fs/promises";
import { join } from "node:path";
import { git } from "./git.ts";

export const worktreeName = "worktree";

async function linkTo(target: string, link: string): Promise<void> {
  const present = (() => {
    try {
      return lstatSync(link).isSymbolicLink();
    } catch {
      return false;
    }
  })();
  if (!present) await symlink(target, link);
}

/** The build checkout at `commit`, made the first time; returns its folder. */
export async function checkoutForBuild(repo: string, publishDir: string, commit: string): Promise<string> {
  const dir = join(publishDir, worktreeName);
  await mkdir(publishDir, { recursive: true });
  if (!existsSync(join(dir, ".git"))) {
    await rm(dir, { recursive: true, force: true });
    await git(repo, ["worktree", "prune"]);
    await git(repo, ["worktree", "add", "--detach", "--force", dir, commit]);
  }
  await git(dir, ["checkout", "--detach", "--force", commit]);
  await linkTo(join(repo, "node_modules"), join(dir, "node_modules"));
  await linkTo(join(dir, "node_modules"), join(publishDir, "node_modules"));
  return dir;
}
