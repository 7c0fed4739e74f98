/**
 * A news story's file (content/news/*.md, checked by its schema) as the pages read it: the date
 * written as the site writes dates, the pictures as the media pipeline made them. `npm run
 * content` builds every story so; the editing screen's preview builds a draft the same way.
 */
import type { RasterImage } from "../copy/media/types.ts";
import type { CollectionData } from "./load.ts";
import type { StoryData } from "./types.ts";

/** The site's one way of writing a date: 29 November 2026. */
export const displayDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** A story's date (YYYY-MM-DD) as the site writes it. */
export function storyDate(isoDate: string): string {
  return displayDate.format(new Date(`${isoDate}T00:00:00Z`));
}

export function storyOf(
  data: CollectionData<"news">,
  img: RasterImage,
  gallery: StoryData["gallery"],
): Omit<StoryData, "file" | "removed"> {
  return {
    id: String(data.id),
    img,
    alt: data.alt,
    date: storyDate(data.date),
    isoDate: data.date,
    ...(data.event ? { event: data.event } : {}),
    headline: data.headline,
    summary: data.summary,
    place: data.place,
    body: data.body,
    highlights: data.highlights,
    gallery,
  };
}
