/**
 * A news story's number, the address /company/Newsdetail/{id}: given once, written into the
 * story's file, never changed. The build (build-content.ts) and the editing API (server/admin)
 * give a new story its number by the same rule.
 */

/** The number of a new story: one more than the highest already given (0 for the first). */
export function nextStoryId(ids: Iterable<number | undefined>): number {
  let highest = -1;
  for (const id of ids) if (id !== undefined && id > highest) highest = id;
  return highest + 1;
}

/** The story's text with `id: N` as the first field of its front matter; an empty `id:` line goes. */
export function withStoryId(text: string, id: number): string {
  const end = text.search(/\r?\n---/);
  const front = end < 0 ? text : text.slice(0, end);
  const rest = end < 0 ? "" : text.slice(end);
  const withoutEmptyId = front.replace(/^id:[ \t]*(?:null|~|''|"")?[ \t]*(?:\r?\n|$)/m, "");
  return `${withoutEmptyId}${rest}`.replace(/^---\r?\n/, `---\nid: ${id}\n`);
}
