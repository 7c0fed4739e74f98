/**
 * An entry's versions are read by one git process, however many there are: a history page in
 * several tabs cannot start dozens of processes each.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commitAll, gitIn } from "../../scripts/lib/git-repos.ts";
import { removableTempDir } from "../../scripts/lib/temp-dirs.ts";
import { gitFiles } from "../../server/admin/git.ts";
import { fileVersions, versionsShown } from "../../server/admin/history/versions.ts";

function repoWithVersions(path: string, count: number): { repo: string; commits: string[] } {
  const repo = removableTempDir("git-files");
  gitIn(repo, ["init", "--quiet"]);
  mkdirSync(join(repo, "content", "offices"), { recursive: true });
  const commits: string[] = [];
  for (let i = 1; i <= count; i++) {
    writeFileSync(join(repo, path), `phone: "+91 20 4000 ${String(i).padStart(4, "0")}"\n`);
    commits.push(commitAll(repo, `Version ${i}`));
  }
  return { repo, commits };
}

describe("reading versions", () => {
  it("reads each named file in order, and none where a commit holds no such file", async () => {
    const path = "content/offices/pune office.yml";
    const { repo, commits } = repoWithVersions(path, 2);
    rmSync(join(repo, path));
    const deleted = commitAll(repo, "Remove the office");
    const files = await gitFiles(repo, [`${commits[1]}:${path}`, `${deleted}:${path}`, `${commits[0]}:${path}`]);
    expect(files.map((file) => file?.toString("utf8"))).toEqual([
      'phone: "+91 20 4000 0002"\n',
      undefined,
      'phone: "+91 20 4000 0001"\n',
    ]);
  });

  it("refuses a name that would read as two", async () => {
    const { repo, commits } = repoWithVersions("content/offices/pune.yml", 1);
    await expect(gitFiles(repo, [`${commits[0]}:content/offices/pune.yml\nHEAD:.git/config`])).rejects.toThrow(
      /line break/,
    );
  });

  it("gives an entry's latest versions newest first, each with its text", async () => {
    const path = "content/offices/pune.yml";
    const { repo } = repoWithVersions(path, versionsShown + 5);
    const versions = await fileVersions(repo, path);
    expect(versions).toHaveLength(versionsShown);
    expect(versions.map((version) => version.subject)).toEqual(
      Array.from({ length: versionsShown }, (_, i) => `Version ${versionsShown + 5 - i}`),
    );
    expect(versions.map((version) => version.text)).toEqual(
      Array.from(
        { length: versionsShown },
        (_, i) => `phone: "+91 20 4000 ${String(versionsShown + 5 - i).padStart(4, "0")}"\n`,
      ),
    );
  });
});
