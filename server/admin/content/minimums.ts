/**
 * The fewest entries each collection keeps (schemas.ts: `minimum`, the same numbers the build
 * checks): a deletion that would go below, or leave a sample page without a sample work, is
 * refused (409) before anything is written, in words the editor understands. Otherwise the
 * deletion would be committed and then break the publish.
 */
import { collections, sampleCategorySlugs } from "../../../core/content-model/schemas.ts";
import { folderSummaries } from "./entries.ts";
import type { EntryTarget, Target } from "./paths.ts";
import { Refusal } from "./refusal.ts";
import { listFolderSafe } from "./safe-fs.ts";

function quoted(paths: readonly string[]): string {
  return paths.map((path) => `"${path}"`).join(", ");
}

/** Each sample page that would show no sample work once `deleted` are gone. */
async function emptiedCategories(repoDir: string, target: EntryTarget, deleted: ReadonlySet<string>) {
  const summaries = await folderSummaries(repoDir, target);
  const staying = new Set<string>();
  const leaving = new Map<string, string[]>();
  for (const [path, { category }] of summaries) {
    if (category === undefined) continue;
    if (!deleted.has(path)) staying.add(category);
    else leaving.set(category, [...(leaving.get(category) ?? []), path]);
  }
  return sampleCategorySlugs.flatMap((slug) =>
    !staying.has(slug) && leaving.has(slug) ? [{ slug, paths: leaving.get(slug) ?? [] }] : [],
  );
}

/** Refuses (409) deleting entries that would leave a collection with fewer than the site needs. */
export async function checkCollectionMinimums(repoDir: string, targets: readonly Target[]): Promise<void> {
  const deleted = new Set(targets.map((target) => target.path));
  const byCollection = new Map<string, EntryTarget[]>();
  for (const target of targets) {
    if (target.kind !== "entry") continue;
    byCollection.set(target.collection.name, [...(byCollection.get(target.collection.name) ?? []), target]);
  }
  for (const group of byCollection.values()) {
    const first = group[0];
    if (!first) continue;
    const { collection } = first;
    const { count, needs } = collections[collection.name].minimum;
    const files = await listFolderSafe(repoDir, collection.folder, (name) => name.endsWith(`.${collection.extension}`));
    const staying = files.filter((file) => !deleted.has(file)).length;
    if (staying < count) {
      const paths = quoted(group.map((target) => target.path));
      throw new Refusal(
        409,
        `${collection.label}: ${needs}, so at least ${count} must stay; deleting ${paths} would leave ${staying}. Nothing was deleted`,
      );
    }
    if (collection.name !== "samples") continue;
    const [emptied] = await emptiedCategories(repoDir, first, deleted);
    if (emptied) {
      throw new Refusal(
        409,
        `${collection.label}: the ${emptied.slug} page needs at least one sample work; deleting ${quoted(emptied.paths)} would leave it empty. Add another ${emptied.slug} sample first. Nothing was deleted`,
      );
    }
  }
}
