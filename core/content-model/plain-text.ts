/**
 * What the text of an entry may hold once read: the line and paragraph separators (U+2028,
 * U+2029, and NEL U+0085) become a space in a one-line field and a line or paragraph break in a
 * Markdown body, and invisible control characters (C0 and C1 controls other than tab, line feed
 * and carriage return, and the byte-order mark U+FEFF) are dropped. No font draws these, and a
 * browser shows them as nothing or as a box. The build and the editing API read entries with
 * the same code (core/content-model/load.ts, schemas.ts), so both see the same text.
 */

/**
 * How a character counts in a Markdown body: part of a word; white space kept as it is between
 * words (space, tab, no-break and other spaces); white space that becomes a plain space (vertical
 * tab, form feed, carriage return); a line break (line feed, U+2028, U+0085); a paragraph break
 * (U+2029); or dropped (an invisible control character, the byte-order mark).
 */
export type CharKind = "text" | "space" | "blank" | "line" | "paragraph" | "dropped";

/** The kind of one UTF-16 code unit; the white space of JavaScript's `\s`, plus the control characters. */
export function charKind(code: number): CharKind {
  if (code > 0x20 && code < 0x7f) return "text";
  if (code === 0x20 || code === 0x09) return "space";
  if (code === 0x0a || code === 0x85 || code === 0x2028) return "line";
  if (code === 0x0b || code === 0x0c || code === 0x0d) return "blank";
  if (code === 0x2029) return "paragraph";
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0xfeff) return "dropped";
  if (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  ) {
    return "space";
  }
  return "text";
}

/** The separators, NEL, vertical tab and form feed: a space in a field that has no lines of its own. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: replacing them is the point.
const separators = /[\u000b\u000c\u0085\u2028\u2029]/g;
/** C0 and C1 controls other than tab, line feed, carriage return and those above, DEL, and the byte-order mark. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const invisible = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\ufeff]/g;

/** A field's text with separators as spaces and invisible controls dropped (each pattern is one character class: linear). */
export function normaliseLine(value: string): string {
  return value.replace(separators, " ").replace(invisible, "");
}

/** A Markdown body with the separators written out as the line and paragraph breaks they stand for, and invisible controls dropped. */
export function normaliseMarkdown(value: string): string {
  return (
    value
      .replace(/\u2029/g, "\n\n")
      .replace(/[\u0085\u2028]/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing them is the point.
      .replace(/[\u000b\u000c]/g, " ")
      .replace(invisible, "")
  );
}
