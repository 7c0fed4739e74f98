/** The shapes of the modules that `npm run content` writes to core/copy/generated/ from content/. */
import type { RasterImage } from "../copy/media/types.ts";
import type { OfficeFile, OpeningFile, SampleFile } from "./schemas.ts";

/** A news story as the pages read it; `file` is where an editor changes it. */
export interface StoryData {
  /** Given once in the story's file: /company/Newsdetail/{id}. */
  id: string;
  file: string;
  /** A removed story's address answers 410 Gone. */
  removed: boolean;
  img: RasterImage;
  alt: string;
  /** Display date, e.g. "14 March 2023". */
  date: string;
  isoDate: string;
  event?: string;
  headline: string;
  summary: string;
  place: string;
  /** One string per paragraph. */
  body: readonly string[];
  /** One to three lines for the home page's highlights. */
  highlights: readonly string[];
  gallery: readonly { image: RasterImage; caption: string }[];
}

export type OpeningData = Omit<OpeningFile, "closed"> & { file: string; closed: boolean };

export interface LeaderData {
  /** The file name, also the dialog's anchor. */
  id: string;
  img: RasterImage;
  alt: string;
  name: string;
  role: string;
  body: readonly string[];
}

export interface TestimonialData {
  quote: string;
  name: string;
  role: string;
  publisher: string;
  avatar: "male" | "female";
}

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
