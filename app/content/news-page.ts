/**
 * Copy of the news listing (/company/News), the news detail pages and the news feed; the
 * stories themselves are in news.ts.
 */

export interface NewsPageCopy {
  listing: { eyebrow: string; title: string; lead: string; description: string };
  detail: { eyebrow: string; related: string; gallery: string; galleryLead: string; back: string };
  feed: {
    /** Absolute path of the Atom feed, written at build time by scripts/news-feed.ts. */
    path: string;
    title: string;
    subtitle: string;
    /** The link to the feed on the listing page. */
    linkLabel: string;
  };
}

export const newsPage = {
  listing: {
    eyebrow: "News & Events",
    title: "News and events",
    lead: "Conferences, product launches, certifications, partnerships and milestones: what our teams in India, the USA and Germany have been doing since 2013.",
    description:
      "Scriptoria news and events from 2013 to 2023: book fairs and conferences, the launches of Xpert Track and EditLaTeX, accessibility certification, partnerships and our European office.",
  },
  detail: {
    eyebrow: "News & Events",
    related: "Related News",
    gallery: "Gallery",
    galleryLead: "Select a picture to see it larger.",
    back: "Go back",
  },
  feed: {
    path: "/company/News/feed.atom",
    title: "Scriptoria news and events",
    subtitle: "Conferences, product launches, certifications, partnerships and milestones from Scriptoria.",
    linkLabel: "Subscribe to the news feed",
  },
} satisfies NewsPageCopy;
