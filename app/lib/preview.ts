/**
 * The editing screen's preview (server/admin/preview/): the server renders a page of the live
 * build with an editor's draft in place of its published version, through this context of the
 * loaders. In the build's prerender the context holds nothing, and every loader reads the
 * published content alone, so the pages are built exactly as without it.
 */
import { createContext, type RouterContextProvider } from "react-router";
import { type Opening, openingsOf } from "../../core/copy/careers.ts";
import { openingFiles } from "../../core/copy/generated/openings.ts";
import { findGallery, type GalleryEntry, type NewsItem, news } from "../../core/copy/news.ts";
import type { PreviewDraft } from "../../core/copy/preview-draft.ts";

/** Set by the preview's renderer (entry.server.tsx exports it to the server); unset at build time. */
export const previewDraft = createContext<PreviewDraft | null>(null);

type LoaderContext = Readonly<RouterContextProvider>;

/** Newest first, as `npm run content` orders them: by date, then by id. */
function newestFirst(a: NewsItem, b: NewsItem): number {
  return b.isoDate.localeCompare(a.isoDate) || Number(b.id) - Number(a.id);
}

/** The current stories, newest first, with a previewed draft in its place. */
export function storiesIn(context: LoaderContext): readonly NewsItem[] {
  const draft = context.get(previewDraft)?.story;
  if (!draft) return news;
  return [...news.filter((item) => item.id !== draft.story.id), draft.story].toSorted(newestFirst);
}

/** The gallery of the story with this id, a previewed draft's own for the draft. */
export function galleryIn(context: LoaderContext, id: string): GalleryEntry | undefined {
  const draft = context.get(previewDraft)?.story;
  return draft?.story.id === id ? draft.gallery : findGallery(id);
}

/** The current and the closed openings, with a previewed draft in its place (by its order). */
export function openingsIn(context: LoaderContext): { open: readonly Opening[]; closed: readonly Opening[] } {
  const draft = context.get(previewDraft)?.opening;
  if (!draft) return openingsOf(openingFiles);
  const files = [...openingFiles.filter((file) => file.file !== draft.file && file.slug !== draft.slug), draft];
  return openingsOf(files.toSorted((a, b) => a.order - b.order));
}

/** Whether the page is rendered for a preview (the home and careers pages then take their lists from the loader). */
export function isPreview(context: LoaderContext): boolean {
  return context.get(previewDraft) !== null;
}
