/**
 * What the editing API learns from an entry's text, computed in the entry checks' worker thread
 * (check-worker.ts): the entry checked with the build's own code (core/content-model/load.ts), or,
 * for the other files of a folder, what a lenient reading finds in them (a story's id, a sample's
 * category, the photos an entry names, the pages it shows on).
 */

import { entryPages } from "../../../core/addresses.ts";
import {
  type CollectionData,
  ContentError,
  type ContentProblem,
  normalisedEntryText,
  parseEntry,
  validateEntry,
} from "../../../core/content-model/load.ts";
import type { CollectionName } from "../../../core/content-model/schemas.ts";

/**
 * The longest entry file saved: several times the longest text the fields allow (a story at every
 * limit is under 15,000 characters), so that a valid entry padded with white space or comments
 * is refused rather than committed.
 */
export const maxSavedEntryLength = 64 * 1024;

/** A photo an entry names, and the field that names it (photo, gallery.0.photo). */
export interface NamedPhoto {
  field: string;
  name: string;
}

/** What a lenient reading of an entry's file finds; empty for a file that does not parse. */
export interface FileSummary {
  id: number | undefined;
  category: string | undefined;
  photos: NamedPhoto[];
  /** The pages it shows on; none when it is not valid. */
  pages: string[];
}

export type CheckRequest =
  | { kind: "check"; collection: CollectionName; path: string; text: string }
  | { kind: "summary"; collection: CollectionName; path: string; text: string };

export type CheckAnswer =
  /** The entry's data, and its text with separators and invisible controls normalised (what is saved). */
  | { kind: "valid"; data: CollectionData<CollectionName>; text: string }
  | { kind: "invalid"; message: string; problem: ContentProblem | undefined }
  | { kind: "summary"; summary: FileSummary }
  | { kind: "failed"; message: string };

function child(field: string, key: string | number): string {
  return field ? `${field}.${key}` : String(key);
}

/** Every `photo` an entry's value names, with its field. */
export function namedPhotos(value: unknown, field = ""): NamedPhoto[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => namedPhotos(item, child(field, index)));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "photo" && typeof item === "string" && item.trim()
      ? [{ field: child(field, key), name: item.trim() }]
      : namedPhotos(item, child(field, key)),
  );
}

/** The value of a file read leniently; undefined when it does not parse. */
function leniently(path: string, text: string): Record<string, unknown> | undefined {
  try {
    const value = parseEntry(path, text);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function pagesOf(collection: CollectionName, path: string, value: unknown): string[] {
  try {
    return entryPages(collection, validateEntry(collection, path, value));
  } catch {
    return [];
  }
}

export function summarise(collection: CollectionName, path: string, text: string): FileSummary {
  const value = leniently(path, text);
  return {
    id: typeof value?.id === "number" ? value.id : undefined,
    category: typeof value?.category === "string" ? value.category : undefined,
    photos: namedPhotos(value),
    pages: value === undefined ? [] : pagesOf(collection, path, value),
  };
}

/** Answers one request; never throws. */
export function answer(request: CheckRequest): CheckAnswer {
  try {
    if (request.kind === "summary") {
      return { kind: "summary", summary: summarise(request.collection, request.path, request.text) };
    }
    const text = normalisedEntryText(request.path, request.text);
    const data = validateEntry(request.collection, request.path, parseEntry(request.path, text));
    if (text.length > maxSavedEntryLength) {
      const reason = `is ${text.length} characters long; at most ${maxSavedEntryLength} are saved`;
      const problem = { file: request.path, field: "(the file)", reason };
      return { kind: "invalid", message: `${request.path}: (the file): ${reason}`, problem };
    }
    return { kind: "valid", data, text };
  } catch (error) {
    if (error instanceof ContentError) return { kind: "invalid", message: error.message, problem: error.problem };
    return { kind: "failed", message: error instanceof Error ? error.message : String(error) };
  }
}
