/**
 * Which characters of the pages the preloaded font cores lack, and whose they are. The
 * developers' own text (the sources of app/, core/ and server/: the interface's words, the server's
 * answers) is what `npm run fonts` puts into the cores, so one of its Latin characters missing
 * there fails the build: run `npm run fonts`. The editors' text (content/, published from the
 * admin area, where nobody can run that) may hold any character: the extended faces draw every
 * other one a font has, the system's fonts the rest, so such a character is only noted.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The modules `npm run content` writes from content/: the editors' text, not the developers'. */
const generated = /^core\/copy\/generated\//;

/** Every character of the developers' sources under `root` (app/, core/ and server/, without the generated content). */
export function sourceCodePoints(root: string): Set<number> {
  const codes = new Set<number>();
  for (const dir of ["app", "core", "server"]) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(entry) || generated.test(`${dir}/${entry}`)) continue;
      for (const char of readFileSync(join(root, dir, entry), "utf8")) codes.add(char.codePointAt(0) ?? 0);
    }
  }
  return codes;
}

export interface Coverage {
  /** Latin characters of the developers' text that the cores lack, with the routes using them: the build fails. */
  missing: Map<string, Set<string>>;
  /** Latin characters the cores lack that only the editors' text brings: drawn from the extended faces. */
  fromContent: Map<string, Set<string>>;
}

/** Sorts the Latin characters of each page that `core` lacks by whose text they come from. */
export function coverage(
  pages: Iterable<{ route: string; html: string }>,
  sets: { latin: Set<number>; core: Set<number>; own: Set<number> },
): Coverage {
  const result: Coverage = { missing: new Map(), fromContent: new Map() };
  for (const { route, html } of pages) {
    for (const char of html) {
      const code = char.codePointAt(0) ?? 0;
      if (!sets.latin.has(code) || sets.core.has(code)) continue;
      const list = sets.own.has(code) ? result.missing : result.fromContent;
      list.set(char, (list.get(char) ?? new Set()).add(route));
    }
  }
  return result;
}
