/**
 * Client logos for the home page strip "Trusted by greatest companies". The publishers are
 * fictional; their wordmarks are drawn by `npm run media -- clients` (scripts/media/tasks/clients.ts).
 */
import { clientFiles } from "./generated/clients.ts";

export interface Client {
  /** Publisher's name, also the logo's text alternative. */
  name: string;
  /** File name of the logo without extension. */
  slug: string;
  /** Public path of the SVG logo (viewBox 160x48, monochrome). */
  logo: string;
}

/** In the strip's order: the files under content/clients/ (read by `npm run content`). */
export const clients: readonly Client[] = clientFiles;
