/**
 * What the loaders read content through, besides the bundle's own modules. Two contexts:
 * - `storyFiles`: the stories of a build whose pages are written over a bundle kept from an
 *   earlier build (scripts/build-pages.ts), so newer than the bundle's own. The preview passes
 *   the live build's too.
 * - `previewDraft`: the editing screen's preview (server/admin/preview/) renders a page of the
 *   live build with an editor's draft in place of its published version.
 * In `npm run build`'s prerender both hold nothing, and every loader reads the bundle's content
 * alone, so the pages are built exactly as without them.
 */
import { createContext, type RouterContextProvider } from "react-router";
import type { StoryData } from "../../core/content-model/types.ts";
import { type Opening, openingsOf } from "../../core/copy/careers.ts";
import { openingFiles } from "../../core/copy/generated/openings.ts";
import {
  currentStories,
  type GalleryEntry,
  galleries,
  galleriesOf,
  type NewsItem,
  news,
  removedNews,
  removedStories,
} from "../../core/copy/news.ts";
import type { PreviewDraft } from "../../core/copy/preview-draft.ts";

/** Set by scripts/build-pages.ts and the preview's renderer (entry.server.tsx exports it): the build's stories. */
export const storyFiles = createContext<readonly StoryData[] | null>(null);

/** Set by the preview's renderer (entry.server.tsx exports it to the server); unset at build time. */
export const previewDraft = createContext<PreviewDraft | null>(null);

type LoaderContext = Readonly<RouterContextProvider>;

/** Newest first, as `npm run content` orders them: by date, then by id. */
function newestFirst(a: NewsItem, b: NewsItem): number {
  return b.isoDate.localeCompare(a.isoDate) || Number(b.id) - Number(a.id);
}

/** The current stories, newest first, with a previewed draft in its place. */
export function storiesIn(context: LoaderContext): readonly NewsItem[] {
  const files = context.get(storyFiles);
  const current = files ? currentStories(files) : news;
  const draft = context.get(previewDraft)?.story;
  if (!draft) return current;
  return [...current.filter((item) => item.id !== draft.story.id), draft.story].toSorted(newestFirst);
}

/** The stories taken off the site. */
export function removedIn(context: LoaderContext): readonly Pick<NewsItem, "id" | "headline">[] {
  const files = context.get(storyFiles);
  return files ? removedStories(files) : removedNews;
}

/** The gallery of the story with this id, a previewed draft's own for the draft. */
export function galleryIn(context: LoaderContext, id: string): GalleryEntry | undefined {
  const draft = context.get(previewDraft)?.story;
  if (draft?.story.id === id) return draft.gallery;
  const files = context.get(storyFiles);
  return (files ? galleriesOf(files) : galleries).find((gallery) => gallery.id === id);
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
