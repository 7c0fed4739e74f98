/** CSS unicode-range values as sets of code points, and back. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The characters of fontsource's Latin subset, as a CSS unicode-range. */
export const latinRange = (
  JSON.parse(readFileSync(require.resolve("@fontsource-variable/inter/unicode.json"), "utf8")) as Record<string, string>
).latin as string;

/** Every code point of a CSS unicode-range ("U+0000-00FF,U+0131,…"). */
export function codePointsOf(range: string): Set<number> {
  const codes = new Set<number>();
  for (const part of range.split(",")) {
    const [from = "", to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code++) codes.add(code);
  }
  return codes;
}

/** A code point as CSS and Unicode write it, without the "U+": "00E9". */
export function hex(code: number): string {
  return code.toString(16).toUpperCase().padStart(4, "0");
}

/** The shortest CSS unicode-range for a set of code points. */
export function unicodeRange(codes: Iterable<number>): string {
  const sorted = [...codes].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const from = sorted[i] as number;
    let to = from;
    while (sorted[i + 1] === to + 1) to = sorted[++i] as number;
    parts.push(to === from ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
  }
  return parts.join(",");
}
