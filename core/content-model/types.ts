/** The shapes of the modules that `npm run content` writes to core/copy/generated/ from content/. */
import type { RasterImage } from "../copy/media/types.ts";
import type { OfficeFile, OpeningFile, SampleFile, TestimonialFile } from "./schemas.ts";

/** A news story as the pages read it (its file's fields, by their names); `file` is where an editor changes it. */
export interface StoryData {
  /** Given once in the story's file and never changed; the route is /company/Newsdetail/{id}. */
  id: string;
  file: string;
  /** A removed story's address answers 410 Gone. */
  removed: boolean;
  /** Illustration or photo, 16:10. */
  img: RasterImage;
  /** Text alternative of `img`. */
  alt: string;
  /** Display date, e.g. "14 March 2023". */
  date: string;
  /** The same date as YYYY-MM-DD, for <time dateTime>. */
  isoDate: string;
  /** Event or series name shown above the headline. */
  event?: string;
  headline: string;
  /** One sentence for the cards, the description tag and the feed. */
  summary: string;
  /** Venue or place, in the dateline. */
  place: string;
  /** The full text, one string per paragraph. */
  body: readonly string[];
  /** One to three lines for the home page's highlights. */
  highlights: readonly string[];
  gallery: readonly { image: RasterImage; caption: string }[];
}

export type OpeningData = Omit<OpeningFile, "closed"> & { file: string; closed: boolean };

/** A member of the leadership: the file's fields, its picture resolved. */
export interface LeaderData {
  /** The leader's file name under content/leaders/, also the dialog's anchor. */
  id: string;
  /** Illustrated portrait or photo, square. */
  img: RasterImage;
  /** Text alternative of `img`. */
  alt: string;
  name: string;
  role: string;
  /** The full bio, one string per paragraph. */
  body: readonly string[];
}

/** What a client says, as its file says it; `publisher` is one of the clients (checked by `npm run content`). */
export type TestimonialData = Omit<TestimonialFile, "order">;

export interface SampleData {
  category: SampleFile["category"];
  image: RasterImage;
  caption: string;
  alt: string;
}

export type OfficeData = OfficeFile;

export interface ClientData {
  name: string;
  slug: string;
  logo: string;
}
