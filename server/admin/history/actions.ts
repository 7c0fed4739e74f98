/**
 * Restoring an earlier version of an entry, and undoing the site's latest change. Each is a save
 * like any other: the same checks as the editing API (the build's schemas, photos present and not
 * another entry's, the collections' delete settings and minimums), under the working copy's lock,
 * one commit with the editor as author and the server's own message, then published. A refusal
 * writes nothing.
 */
import type { ContentCall } from "../content/context.ts";
import {
  checkPhotosPresent,
  maxEntryBytes,
  type PreparedEntry,
  pagesOfFile,
  prepareEntry,
} from "../content/entries.ts";
import { checkCollectionMinimums } from "../content/minimums.ts";
import { locate, type Target } from "../content/paths.ts";
import { checkNewFiles, checkOthersPhotos } from "../content/photo-names.ts";
import { Refusal } from "../content/refusal.ts";
import { withRepoLock } from "../content/repo-lock.ts";
import { checkMayPublish } from "../content/roles.ts";
import { readFileSafe } from "../content/safe-fs.ts";
import { commitAndPublish, deletable, deletionPages, entryTarget } from "../content/save-actions.ts";
import type { FileChange } from "../content/transaction.ts";
import { contentChanges, fileAt, inHistory, latestContentCommit } from "./versions.ts";

const fullHash = /^[0-9a-f]{40}$/;

function checkedCommit(commit: string): string {
  if (!fullHash.test(commit)) throw new Refusal(400, "A version is named by its commit's full hash");
  return commit;
}

const short = (commit: string) => commit.slice(0, 7);

/** Saves `path` as it was at `commit` and publishes it; resolves with the new commit (undefined: it is that version already). */
export async function restoreVersion(call: ContentCall, path: string, commit: string): Promise<string | undefined> {
  checkMayPublish(call.editor);
  const target = entryTarget(call, path);
  const version = checkedCommit(commit);
  const { repoDir, config } = call.context;
  if (!(await inHistory(repoDir, version))) throw new Refusal(404, "That version is not in the site's history");
  const bytes = await fileAt(repoDir, version, target.path);
  if (bytes === undefined) throw new Refusal(404, `"${target.path}" did not exist in that version`);
  if (bytes.length > maxEntryBytes) throw new Refusal(413, `"${target.path}" was larger than 1 MB in that version`);
  return withRepoLock(repoDir, async () => {
    const onDisk = (await readFileSafe(repoDir, target.path, maxEntryBytes))?.toString("utf8");
    const entry = await prepareEntry(repoDir, target, bytes.toString("utf8"), onDisk === undefined);
    await checkPhotosPresent(repoDir, entry, new Set());
    await checkOthersPhotos(repoDir, config, entry, new Set(), onDisk);
    const changes = [{ path: entry.path, content: entry.text }];
    await checkNewFiles(repoDir, changes, new Set());
    return commitAndPublish(call, changes, `Restore version ${short(version)} of`, entry.pages);
  });
}

/**
 * Puts every file the site's latest change touched back as it was before it, and publishes that.
 * `latest` is the change the editor saw as the latest: if another has been published since, the
 * undo is refused (409) rather than undoing something else.
 */
export async function undoLatest(call: ContentCall, latest: string): Promise<string | undefined> {
  checkMayPublish(call.editor);
  const expected = checkedCommit(latest);
  const { repoDir } = call.context;
  return withRepoLock(repoDir, async () => {
    if ((await latestContentCommit(repoDir)) !== expected) {
      throw new Refusal(409, "Another change has been published since: look at the latest changes again");
    }
    const [change] = await contentChanges(repoDir);
    if (!change || change.commit !== expected) throw new Refusal(409, "The latest change could not be read");
    const parent = `${expected}^`;
    if (!(await inHistory(repoDir, parent))) throw new Refusal(409, "The site's first version cannot be undone");
    const changes: FileChange[] = [];
    const pages: string[] = [];
    const removed: Target[] = [];
    const entries: PreparedEntry[] = [];
    for (const file of change.files) {
      const target = locate(call.context.config, file.path);
      const before = await fileAt(repoDir, parent, target.path);
      const now = await readFileSafe(repoDir, target.path, maxEntryBytes);
      if (before === undefined) {
        removed.push(deletable(target));
        changes.push({ path: target.path, content: undefined });
        continue;
      }
      if (target.kind === "entry") {
        if (now) pages.push(...(await pagesOfFile(repoDir, target, now.toString("utf8"))));
        const entry = await prepareEntry(repoDir, target, before.toString("utf8"), now === undefined);
        entries.push(entry);
        changes.push({ path: entry.path, content: entry.text });
      } else {
        changes.push({ path: target.path, content: before });
      }
    }
    // The photos put back with the entries count as present; a photo taken out must be shown by nothing that stays.
    const restored = new Set(changes.flatMap((each) => (each.content === undefined ? [] : [each.path])));
    for (const entry of entries) {
      await checkPhotosPresent(repoDir, entry, restored);
      pages.push(...entry.pages);
    }
    await checkCollectionMinimums(repoDir, removed);
    pages.push(...(await deletionPages(call, removed)));
    return commitAndPublish(call, changes, `Undo ${short(expected)}:`, pages);
  });
}
