/**
 * Copy of the pages at addresses the site once had: a removed news story and a closed job
 * opening. The server answers them with 410 Gone (server/site.ts, deploy/nginx.conf).
 */
export interface GoneCopy {
  title: string;
  /** What happened, after the page's name. */
  lead: string;
  link: { label: string; href: string };
}

export const goneCopy = {
  news: {
    title: "This story has been removed",
    lead: "has been taken off our website. Our other news and events are in the listing.",
    link: { label: "See all news", href: "/company/News" },
  },
  opening: {
    title: "This position is closed",
    lead: "is no longer open for applications. Our current openings, and the open application, are on the careers page.",
    link: { label: "See the current openings", href: "/company/career" },
  },
} satisfies Record<string, GoneCopy>;

export type GoneKind = keyof typeof goneCopy;
