/**
 * Real git repositories in temporary folders for the publishing tests and benchmark: a clone of
 * this repository with a bare remote to push to, commits made as an editor makes them.
 */
import { execFileSync } from "node:child_process";
import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { removableTempDir } from "./temp-dirs.ts";

const repoRoot = join(import.meta.dirname, "..", "..");

export const siteAuthor = { name: "Scriptoria website", email: "website@scriptoria.example" };
export const editor = { name: "Mira Editor", email: "mira@scriptoria.example" };

export function gitIn(repo: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  return execFileSync("git", args, {
    cwd: repo,
    encoding: "utf8",
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
}

/** Commits every change in the working copy as `editor`; returns the commit. */
export function commitAll(repo: string, message: string): string {
  gitIn(repo, ["add", "--all"]);
  gitIn(repo, ["commit", "--quiet", "-m", message], {
    GIT_AUTHOR_NAME: editor.name,
    GIT_AUTHOR_EMAIL: editor.email,
    GIT_COMMITTER_NAME: siteAuthor.name,
    GIT_COMMITTER_EMAIL: siteAuthor.email,
  });
  return gitIn(repo, ["rev-parse", "HEAD"]);
}

/** A bare repository that `repo` pushes its branch to, as `origin`. */
export function addBareRemote(repo: string): string {
  const remote = join(removableTempDir("remote"), "site.git");
  gitIn(repo, ["init", "--quiet", "--bare", remote]);
  for (const name of gitIn(repo, ["remote"]).split("\n").filter(Boolean)) gitIn(repo, ["remote", "remove", name]);
  gitIn(repo, ["remote", "add", "origin", remote]);
  const branch = gitIn(repo, ["symbolic-ref", "--short", "HEAD"]);
  gitIn(repo, ["push", "--quiet", "--set-upstream", "origin", branch]);
  return remote;
}

/** A clone of this repository (its HEAD) with this checkout's node_modules, pushing to a bare remote. */
export function cloneOfThisRepository(): { repo: string; remote: string } {
  const repo = join(removableTempDir("site-clone"), "repo");
  gitIn(repoRoot, ["clone", "--quiet", repoRoot, repo]);
  symlinkSync(join(repoRoot, "node_modules"), join(repo, "node_modules"));
  return { repo, remote: addBareRemote(repo) };
}
