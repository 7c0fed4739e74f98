/**
 * What changed between two versions of an entry, field by field, in the screen's words: each
 * field by its label, with its value before and after when it is short, or "changed" when it is
 * long (a story's text). Versions are read as the build reads them (the content model's parser,
 * with its limits on size and YAML); a version it cannot read is shown as a change of the file.
 */
import { parseEntry } from "../../../core/content-model/load.ts";
import type { CmsCollection } from "../content/cms-config.ts";

export interface FieldChange {
  /** The field's label on the screen (its name when the screen has none). */
  label: string;
  /** The values when both are short enough to show; absent for a long field or a whole file. */
  before?: string;
  after?: string;
}

/** Longest value shown as it is; a longer one is only said to have changed. */
const shownLength = 160;

function readable(file: string, text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    const value = parseEntry(file, text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A value as one line of text: a list's items and a group's parts joined, a date as YYYY-MM-DD, nothing as "". */
function shown(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(shown).filter(Boolean).join(" · ");
  if (typeof value === "object") return Object.values(value).map(shown).filter(Boolean).join(" · ");
  return String(value);
}

/**
 * The fields that differ from `before` to `after` (undefined: the file did not exist), in the
 * order of the screen's fields, then any others.
 */
export function fieldChanges(
  collection: CmsCollection,
  file: string,
  before: string | undefined,
  after: string | undefined,
): FieldChange[] {
  if (before === after) return [];
  const old = readable(file, before);
  const next = readable(file, after);
  if ((before !== undefined && !old) || (after !== undefined && !next)) return [{ label: "The file" }];
  const names = [...new Set([...collection.fieldLabels.keys(), ...Object.keys(old ?? {}), ...Object.keys(next ?? {})])];
  return names.flatMap((name) => {
    const from = shown(old?.[name]);
    const to = shown(next?.[name]);
    if (from === to) return [];
    const label = collection.fieldLabels.get(name) ?? name;
    return from.length > shownLength || to.length > shownLength ? [{ label }] : [{ label, before: from, after: to }];
  });
}
