import type { LegalPage } from "../../core/copy/legal.ts";
import { pageMeta, withMeta } from "./seo.ts";

/** A legal page's route data, with its meta tags (for the route's loader, at build time). */
export const legalPageData = <T extends LegalPage>(page: T) =>
  withMeta(page, pageMeta({ title: page.title, description: page.summary, path: page.path }));
