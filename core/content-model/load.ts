/**
 * Reads the collections under content/ and validates every file with its zod schema
 * (core/content-model/schemas.ts). A file that disagrees stops the build with a
 * ContentError naming the file, the field and the reason.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, extname, isAbsolute, join, relative, resolve } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { charKind, normaliseLine, normaliseMarkdown } from "./plain-text.ts";
import { type CollectionName, collections } from "./schemas.ts";

export const repoRoot = resolve(import.meta.dirname, "../..");
/** The content folder: content/ at the repository root, or CONTENT_DIR. */
export const contentDir = resolve(repoRoot, process.env.CONTENT_DIR ?? "content");

/** Which field of which file is wrong, and why (the parts of a ContentError's message). */
export interface ContentProblem {
  file: string;
  field: string;
  reason: string;
}

export class ContentError extends Error {
  override name = "ContentError";
  /** The file, the field and the reason, when the error is about one file. */
  readonly problem: ContentProblem | undefined;

  constructor(message: string, problem?: ContentProblem) {
    super(message);
    this.problem = problem;
  }
}

function fileError(file: string, field: string, reason: string): ContentError {
  return new ContentError(`${file}: ${field}: ${reason}`, { file, field, reason });
}

/** One file of a collection, validated. */
export interface Entry<T> {
  /** Path as shown to editors, from the content folder's parent: content/news/2023-12-stm-week-london.md. */
  file: string;
  /** Absolute path. */
  path: string;
  /** The file name without extension, e.g. 2023-12-stm-week-london. */
  name: string;
  data: T;
}

export type CollectionData<C extends CollectionName> = z.output<(typeof collections)[C]["schema"]>;

/** The path an editor recognises: from the content folder's parent, e.g. content/news/x.md (a relative path is kept). */
function shownPath(file: string): string {
  return isAbsolute(file) ? relative(dirname(contentDir), file) || file : file;
}

/** The kind of every UTF-16 code unit (plain-text.ts), looked up rather than worked out per character. */
const kindTable = Uint8Array.from({ length: 0x10000 }, (_, code) =>
  ["text", "space", "blank", "line", "paragraph", "dropped"].indexOf(charKind(code)),
);
const TEXT = 0;
const SPACE = 1;
const LINE = 3;
const PARAGRAPH = 4;

/**
 * Paragraphs of a Markdown body: blocks separated by blank lines, each block's lines joined by a
 * space and its ends trimmed. A run of white space holding two or more line breaks separates
 * paragraphs, one holding a single line break becomes a space, and one without stays as it is.
 * A paragraph separator (U+2029) counts as two line breaks, a line separator (U+2028) or NEL as
 * one; invisible control characters are dropped (plain-text.ts). One pass over the text, so the
 * time grows with its length and nothing else (a pattern such as `\s*\r?\n\s*` would try every
 * start in a long run of spaces).
 */
export function paragraphs(body: string): string[] {
  const found: string[] = [];
  let parts: string[] = [];
  // The white space since the last word, as it stays, and the line breaks it holds.
  let space = "";
  let breaks = 0;
  let index = 0;
  while (index < body.length) {
    let end = index;
    while (end < body.length && kindTable[body.charCodeAt(end)] === TEXT) end += 1;
    if (end > index) {
      if (breaks >= 2 && parts.length > 0) {
        found.push(parts.join(""));
        parts = [];
      } else if (parts.length > 0) {
        parts.push(breaks === 1 ? " " : space);
      }
      parts.push(body.slice(index, end));
      index = end;
    }
    // The run of white space (and dropped characters) that follows.
    breaks = 0;
    let plain = true;
    for (end = index; end < body.length; end += 1) {
      const kind = kindTable[body.charCodeAt(end)];
      if (kind === TEXT) break;
      if (kind === LINE) breaks += 1;
      else if (kind === PARAGRAPH) breaks += 2;
      else if (kind !== SPACE) plain = false;
    }
    if (breaks > 0) space = "";
    else space = plain ? body.slice(index, end) : normaliseLine(body.slice(index, end)).replaceAll("\r", " ");
    index = end;
  }
  if (parts.length > 0) found.push(parts.join(""));
  return found;
}

/**
 * The bounds of the YAML read, checked in one pass before it is parsed: the parser's time grows
 * faster than linearly with the number of keys and items (thousands take seconds) and it recurses
 * once per level of nesting, while a long value costs it only linear time. Each bound is many
 * times what the schemas allow (a story's front matter is about 40 lines, four levels deep).
 */
export const yamlLimits = {
  /** Characters: the largest entry file the editing API takes. */
  length: 1024 * 1024,
  lines: 500,
  /** Items in `[ ]` and `{ }` lists (the commas in them). */
  flowItems: 200,
  /** Levels of lists and maps within each other. */
  nesting: 32,
};

export interface YamlShape {
  lines: number;
  flowItems: number;
  nesting: number;
}

/**
 * The lines, the list items in brackets and an upper bound of the nesting of a YAML text,
 * counted in one pass and no further than past `limits`. The nesting counts the open indentation
 * levels, the `- ` and `? ` that open a nested item on a line, and the open `[` and `{`; brackets
 * and commas are counted wherever they stand (in quotes too), so it may overcount, never undercount.
 */
export function yamlShape(yaml: string, limits: Omit<typeof yamlLimits, "length"> = yamlLimits): YamlShape {
  const shape: YamlShape = { lines: 0, flowItems: 0, nesting: 0 };
  const indents: number[] = [];
  let flow = 0;
  const within = () =>
    shape.lines <= limits.lines && shape.flowItems <= limits.flowItems && shape.nesting <= limits.nesting;
  for (let start = 0; start <= yaml.length && within(); ) {
    const newline = yaml.indexOf("\n", start);
    const end = newline < 0 ? yaml.length : newline;
    shape.lines += 1;
    let at = start;
    while (at < end && yaml.charCodeAt(at) === 0x20) at += 1;
    let block = 0;
    const first = yaml[at];
    if (at < end && first !== "#" && first !== "\r") {
      while (indents.length > 0 && (indents.at(-1) ?? 0) >= at - start) indents.pop();
      indents.push(at - start);
      let items = 0;
      while ((yaml[at] === "-" || yaml[at] === "?") && (yaml[at + 1] === " " || yaml[at + 1] === "\t")) {
        items += 1;
        at += 2;
        while (yaml[at] === " " || yaml[at] === "\t") at += 1;
      }
      block = indents.length + items;
    }
    shape.nesting = Math.max(shape.nesting, block + flow);
    for (let index = at; index < end && within(); index += 1) {
      const char = yaml[index];
      if (char === "[" || char === "{") {
        flow += 1;
        shape.nesting = Math.max(shape.nesting, block + flow);
      } else if ((char === "]" || char === "}") && flow > 0) flow -= 1;
      else if (char === "," && flow > 0) shape.flowItems += 1;
    }
    start = end + 1;
  }
  return shape;
}

/** Why a YAML text is beyond yamlLimits (completing "the file …"), or undefined when it is within them. */
export function beyondYamlLimits(yaml: string): string | undefined {
  if (yaml.length > yamlLimits.length)
    return `is ${yaml.length} characters long; at most ${yamlLimits.length} are read`;
  const shape = yamlShape(yaml);
  if (shape.lines > yamlLimits.lines) return `has more than ${yamlLimits.lines} lines`;
  if (shape.flowItems > yamlLimits.flowItems) return `has more than ${yamlLimits.flowItems} items in [ ] or { } lists`;
  if (shape.nesting > yamlLimits.nesting) return `nests lists and maps more than ${yamlLimits.nesting} levels deep`;
  return undefined;
}

/** The value of a YAML text, refused (a ContentError) when beyond yamlLimits or not YAML. */
function readYaml(shown: string, yaml: string, what: string): unknown {
  const beyond = beyondYamlLimits(yaml);
  if (beyond) throw fileError(shown, "(the file)", `${what} ${beyond}`);
  try {
    // Warnings (an unknown tag) would go to the log with the whole value: the file is refused by its schema instead.
    return parse(yaml, { logLevel: "error" }) ?? {};
  } catch (error) {
    // Besides YAMLParseError, the parser throws a ReferenceError for too many aliases (an alias
    // bomb) or an alias without its anchor: each is the file's fault, not the server's.
    if (!(error instanceof Error)) throw error;
    const reason =
      error instanceof ReferenceError && /alias count/i.test(error.message)
        ? "it repeats aliases (*name) too often; write the values out"
        : error.message;
    throw fileError(shown, "(the file)", `not valid YAML: ${reason}`);
  }
}

/**
 * A Markdown file's front matter and body, as `^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$`
 * splits them, found with indexOf: the front matter ends at the first line that starts with `---`.
 */
export function splitFrontMatter(text: string): { front: string; body: string } | undefined {
  const open = text.startsWith("---\n") ? 4 : text.startsWith("---\r\n") ? 5 : -1;
  if (open < 0) return undefined;
  const close = text.indexOf("\n---", open);
  if (close < 0) return undefined;
  const frontEnd = close > open && text[close - 1] === "\r" ? close - 1 : close;
  let bodyStart = close + 4;
  if (text[bodyStart] === "\r") bodyStart += 1;
  if (text[bodyStart] === "\n") bodyStart += 1;
  return { front: text.slice(open, frontEnd), body: text.slice(bodyStart) };
}

/**
 * An entry file's text with separators and invisible controls normalised as the loader reads
 * them (plain-text.ts): in YAML a space, in a Markdown body the line or paragraph break they
 * stand for. The editing API saves this, so that the file says what the pages show.
 */
export function normalisedEntryText(file: string, text: string): string {
  if (extname(file) !== ".md") return normaliseLine(text);
  const parts = splitFrontMatter(text);
  if (!parts) return text;
  const bodyStart = text.length - parts.body.length;
  return `${normaliseLine(text.slice(0, bodyStart))}${normaliseMarkdown(parts.body)}`;
}

/** The YAML of a .yml file, or of a .md file's front matter with its body as `body` (paragraphs). */
export function parseEntry(file: string, text: string): unknown {
  const shown = shownPath(file);
  if (extname(file) !== ".md") return readYaml(shown, text, "the file");
  const parts = splitFrontMatter(text);
  if (!parts) throw fileError(shown, "(the file)", 'the file must start with front matter between two "---" lines');
  const front = readYaml(shown, parts.front, "the front matter");
  if (typeof front !== "object" || front === null || Array.isArray(front)) {
    throw fileError(shown, "(the file)", "the front matter must be a list of fields");
  }
  return { ...front, body: paragraphs(parts.body) };
}

function fieldName(path: readonly PropertyKey[]): string {
  return path.length > 0 ? path.map(String).join(".") : "(the file)";
}

/** Validates one parsed file; throws a ContentError naming the file, the field and the reason. */
export function validateEntry<C extends CollectionName>(
  collection: C,
  file: string,
  value: unknown,
): CollectionData<C> {
  const result = collections[collection].schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data as CollectionData<C>;
  // A misspelt field name is also a missing field: name the misspelling first.
  const issues = result.error.issues;
  const issue = issues.find((item) => item.code === "unrecognized_keys") ?? issues[0];
  const field = fieldName(issue?.path ?? []);
  const reason =
    issue?.code === "unrecognized_keys"
      ? `unknown field ${issue.keys.join(", ")}`
      : issue?.code === "invalid_type"
        ? issue.input === undefined
          ? "is required"
          : `must be ${issue.expected === "array" ? "a list" : `a ${issue.expected}`}`
        : (issue?.message ?? "is not valid");
  throw fileError(shownPath(file), issue?.code === "unrecognized_keys" ? "(the file)" : field, reason);
}

/** The names in a collection's folder; a missing folder is a ContentError naming it (git keeps no empty folder). */
function folderNames(collection: CollectionName, folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT" && code !== "ENOTDIR") throw error;
    if (collections[collection].minimum.count === 0) return [];
    const shown = shownPath(folder);
    throw fileError(shown, "(the folder)", `there is no folder ${shown}; ${collections[collection].minimum.needs}`);
  }
}

/** The entries of one collection, in file-name order; at least the collection's minimum. */
export function loadCollection<C extends CollectionName>(collection: C, dir = contentDir): Entry<CollectionData<C>>[] {
  const folder = join(dir, collection);
  const extension = `.${collections[collection].format}`;
  const entries = folderNames(collection, folder)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => {
      const file = join(folder, name);
      const data = validateEntry(collection, file, parseEntry(file, readFileSync(file, "utf8")));
      return { file: shownPath(file), path: file, name: basename(name, extension), data };
    });
  const { count, needs } = collections[collection].minimum;
  if (entries.length < count) {
    const reason = `has ${entries.length} ${entries.length === 1 ? "entry" : "entries"}; ${needs} (${count} at least)`;
    throw fileError(shownPath(folder), "(the folder)", reason);
  }
  return entries;
}

/** Throws when two entries share a value that must be unique. */
export function assertUnique<T>(entries: Entry<T>[], key: (data: T) => unknown, field: string): void {
  const seen = new Map<unknown, string>();
  for (const entry of entries) {
    const value = key(entry.data);
    if (value === undefined) continue;
    const other = seen.get(value);
    if (other) throw new ContentError(`${entry.file}: ${field}: ${String(value)} is already used by ${other}`);
    seen.set(value, entry.file);
  }
}
