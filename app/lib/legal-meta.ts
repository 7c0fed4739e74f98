import type { LegalPage } from "../content/legal.ts";
import { pageMeta } from "./seo.ts";

/** The meta tags of a legal page, from the page its route's loader returned. */
export const legalPageMeta = ({ loaderData: page }: { loaderData: LegalPage }) =>
  pageMeta({ title: page.title, description: page.summary, path: page.path });
