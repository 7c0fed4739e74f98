/**
 * What the editing screen's preview puts in place of the published content when the editing
 * server renders a page (server/admin/preview/, app/lib/preview.ts): written here once, for both.
 */
import type { OpeningData } from "../content-model/types.ts";
import type { GalleryEntry, NewsItem } from "./news.ts";

/** A news story's draft as the pages read it, with its gallery. */
export interface PreviewStory {
  story: NewsItem;
  gallery?: GalleryEntry;
}

/** The drafts of a preview: a story, or an opening as its file says it (closed or not). */
export interface PreviewDraft {
  story?: PreviewStory;
  opening?: OpeningData;
}
