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

/** Characters that start a new line for a line-by-line reading (as `^` and `$` with the m flag). */
function endsLine(char: string | undefined): boolean {
  return char === "\n" || char === "\r" || char === "\u2028" || char === "\u2029";
}

function skipBlanks(text: string, at: number): number {
  let index = at;
  while (text[index] === " " || text[index] === "\t") index += 1;
  return index;
}

/** Where an `id:` line with no number that starts at `start` ends (with its line break), or undefined. */
function emptyIdLineEnd(front: string, start: number): number | undefined {
  if (!front.startsWith("id:", start)) return undefined;
  let at = skipBlanks(front, start + 3);
  const empty = ["null", "~", "''", '""'].find((token) => front.startsWith(token, at));
  if (empty) at = skipBlanks(front, at + empty.length);
  if (front.startsWith("\r\n", at)) return at + 2;
  if (front[at] === "\n") return at + 1;
  return at === front.length || endsLine(front[at]) ? at : undefined;
}

/**
 * The front matter without its first `id:` line that gives no number (`id:`, `id: null`, `id: ~`,
 * `id: ''`), read line by line: one pass, however long a line of spaces.
 */
function withoutEmptyId(front: string): string {
  let start = 0;
  while (start <= front.length) {
    const end = emptyIdLineEnd(front, start);
    if (end !== undefined) return `${front.slice(0, start)}${front.slice(end)}`;
    while (start < front.length && !endsLine(front[start])) start += 1;
    start += 1;
  }
  return front;
}

/** The story's text with `id: N` as the first field of its front matter; an empty `id:` line goes. */
export function withStoryId(text: string, id: number): string {
  const end = text.search(/\r?\n---/);
  const front = end < 0 ? text : text.slice(0, end);
  const rest = end < 0 ? "" : text.slice(end);
  return `${withoutEmptyId(front)}${rest}`.replace(/^---\r?\n/, `---\nid: ${id}\n`);
}
