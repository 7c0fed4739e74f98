/**
 * Reads the collections under content/ and validates every file with its zod schema
 * (app/content/collections/schemas.ts). A file that disagrees stops the build with a
 * ContentError naming the file, the field and the reason.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, extname, isAbsolute, join, relative, resolve } from "node:path";
import { parse, YAMLParseError } from "yaml";
import type { z } from "zod";
import { type CollectionName, collections } from "../../app/content/collections/schemas.ts";

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

/** Paragraphs of a Markdown body: blocks separated by blank lines, their lines joined. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter((block) => block.length > 0);
}

/** The YAML of a .yml file, or of a .md file's front matter with its body as `body` (paragraphs). */
export function parseEntry(file: string, text: string): unknown {
  try {
    if (extname(file) !== ".md") return parse(text) ?? {};
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
    if (!match)
      throw fileError(shownPath(file), "(the file)", 'the file must start with front matter between two "---" lines');
    const front: unknown = parse(match[1] ?? "") ?? {};
    if (typeof front !== "object" || Array.isArray(front)) {
      throw fileError(shownPath(file), "(the file)", "the front matter must be a list of fields");
    }
    return { ...front, body: paragraphs(match[2] ?? "") };
  } catch (error) {
    if (error instanceof YAMLParseError)
      throw fileError(shownPath(file), "(the file)", `not valid YAML: ${error.message}`);
    throw error;
  }
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

/** The entries of one collection, in file-name order. */
export function loadCollection<C extends CollectionName>(collection: C, dir = contentDir): Entry<CollectionData<C>>[] {
  const folder = join(dir, collection);
  const extension = `.${collections[collection].format}`;
  return readdirSync(folder)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => {
      const file = join(folder, name);
      const data = validateEntry(collection, file, parseEntry(file, readFileSync(file, "utf8")));
      return { file: shownPath(file), path: file, name: basename(name, extension), data };
    });
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
