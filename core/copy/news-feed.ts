/**
 * The news feed (written at build time by scripts/news-feed.ts), linked from the head of every
 * page: its own small module, so that every page's first load carries only this of the news copy
 * (the rest is the listing's, news-page.ts).
 */
export interface NewsFeedLink {
  /** Absolute path of the Atom feed. */
  path: string;
  title: string;
}

export const newsFeed = {
  path: "/company/News/feed.atom",
  title: "Scriptoria news and events",
} satisfies NewsFeedLink;
