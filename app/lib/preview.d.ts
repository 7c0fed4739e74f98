/**
 * The editing screen's preview (server/admin/preview/): the server renders a page of the live
 * build with an editor's draft in place of its published version, through this context of the
 * loaders. In the build's prerender the context holds nothing, and every loader reads the
 * published content alone, so the pages are built exactly as without it.
 */
import { type RouterContextProvider } from "react-router";
import { type GalleryEntry, type NewsItem } from "../../core/copy/news.ts";
/** A news story's draft as the pages read it, with its gallery. */
export interface PreviewStory {
  story: NewsItem;
  gallery?: GalleryEntry;
}
/** What a preview puts in place of the published content. */
export interface PreviewDraft {
  story?: PreviewStory;
}
/** Set by the preview's renderer (entry.server.tsx exports it to the server); unset at build time. */
export declare const previewDraft: import("react-router").RouterContext<PreviewDraft | null>;
type LoaderContext = Readonly<RouterContextProvider>;
/** The current stories, newest first, with a previewed draft in its place. */
export declare function storiesIn(context: LoaderContext): readonly NewsItem[];
/** The gallery of the story with this id, a previewed draft's own for the draft. */
export declare function galleryIn(context: LoaderContext, id: string): GalleryEntry | undefined;
/** Whether the page is rendered for a preview (the home page then takes its highlights from the loader). */
export declare function isPreview(context: LoaderContext): boolean;
