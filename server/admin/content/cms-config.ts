/**
 * The collections of cms/config.yml as the editing API needs them: each one's folder under
 * content/, its file extension, whether entries may be created or deleted, and where its photos
 * go. Read once from the edited working copy; a collection the build does not know, or one
 * outside content/, stops the server at start-up.
 */
import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { type CollectionName, collections } from "../../../core/content-model/schemas.ts";
import { isContentPath } from "./paths.ts";

export interface CmsCollection {
  name: CollectionName;
  label: string;
  /** Its folder from the repository's root, e.g. content/news. */
  folder: string;
  /** Its entries' extension without the dot: md or yml. */
  extension: string;
  create: boolean;
  delete: boolean;
  /** The folder its photos go to (beside the entries when media_folder is ""), if it sets one. */
  mediaFolder: string | undefined;
  /** Each field's label on the screen, by its name in the file (a Markdown entry's text is `body`). */
  fieldLabels: ReadonlyMap<string, string>;
  /** The field that names an entry on the screen (Decap's identifier_field; "title" by default). */
  titleField: string;
}

export interface CmsConfig {
  collections: CmsCollection[];
  /** The global media_folder: listed for the media library, never written (the build reads photos beside entries only). */
  mediaFolder: string;
}

const collectionSchema = z.object({
  name: z.enum(Object.keys(collections) as [CollectionName, ...CollectionName[]]),
  label: z.string().optional(),
  folder: z.string(),
  extension: z.string(),
  create: z.boolean().default(false),
  delete: z.boolean().default(true),
  media_folder: z.string().optional(),
  fields: z.array(z.object({ name: z.string(), label: z.string().optional() })).default([]),
  identifier_field: z.string().default("title"),
});

const configSchema = z.object({
  media_folder: z.string(),
  collections: z.array(collectionSchema).min(1),
});

/** Decap's rule: "" is the entry's folder, "/x" is from the repository's root, "x" is below the entry's folder. */
function mediaFolderOf(folder: string, mediaFolder: string | undefined): string | undefined {
  if (mediaFolder === undefined) return undefined;
  if (mediaFolder.startsWith("/")) return mediaFolder.slice(1).replace(/\/$/, "");
  return posix.join(folder, mediaFolder).replace(/\/$/, "");
}

function checkedFolder(folder: string, what: string): string {
  if (!isContentPath(folder)) throw new Error(`cms/config.yml: ${what} "${folder}" must be a folder under content/`);
  return folder;
}

function toCollection(raw: z.output<typeof collectionSchema>): CmsCollection {
  if (raw.extension !== collections[raw.name].format) {
    throw new Error(`cms/config.yml: collection ${raw.name}: extension must be ${collections[raw.name].format}`);
  }
  const folder = checkedFolder(raw.folder.replace(/\/$/, ""), `collection ${raw.name}: folder`);
  const mediaFolder = mediaFolderOf(folder, raw.media_folder);
  return {
    name: raw.name,
    label: raw.label ?? raw.name,
    folder,
    extension: raw.extension,
    create: raw.create,
    delete: raw.delete,
    mediaFolder:
      mediaFolder === undefined ? undefined : checkedFolder(mediaFolder, `collection ${raw.name}: media_folder`),
    fieldLabels: new Map(raw.fields.map((field) => [field.name, field.label ?? field.name])),
    titleField: raw.identifier_field,
  };
}

/** Reads and checks cms/config.yml of the working copy. */
export function readCmsConfig(repoDir: string): CmsConfig {
  const result = configSchema.safeParse(parse(readFileSync(join(repoDir, "cms", "config.yml"), "utf8")));
  if (!result.success) throw new Error(`cms/config.yml: ${z.prettifyError(result.error)}`);
  return {
    collections: result.data.collections.map(toCollection),
    mediaFolder: result.data.media_folder.replace(/^\//, "").replace(/\/$/, ""),
  };
}
