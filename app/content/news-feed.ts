/**
 * The news feed (written at build time by scripts/news-feed.ts), linked from the head of every
 * page: its own small module, so that every page's first load carries only this of the news copy.
 */
export interface NewsFeed {
  /** Absolute path of the Atom feed. */
  path: string;
  title: string;
  subtitle: string;
  /** The link to the feed on the listing page. */
  linkLabel: string;
}

export const newsFeed = {
  path: "/company/News/feed.atom",
  title: "Scriptoria news and events",
  subtitle: "Conferences, product launches, certifications, partnerships and milestones from Scriptoria.",
  linkLabel: "Subscribe to the news feed",
} satisfies NewsFeed;
