/**
 * Copy of the news listing (/company/News), the news detail pages and the news feed; the
 * stories themselves are in news.ts.
 */
import { type NewsFeedLink, newsFeed } from "./news-feed.ts";

/** The news feed: its link in every page's head, its subtitle, and the link on the listing. */
export interface NewsFeed extends NewsFeedLink {
  subtitle: string;
  /** The link to the feed on the listing page. */
  linkLabel: string;
}

export interface NewsPageCopy {
  listing: {
    eyebrow: string;
    title: string;
    lead: string;
    description: string;
    /** The accessible name of the list of cards. */
    listLabel: string;
    /** Each card's link, and its accessible name. */
    read: { label: string; name: (headline: string) => string };
  };
  detail: {
    eyebrow: string;
    related: string;
    gallery: string;
    galleryLead: string;
    /** What the gallery's viewer calls each picture. */
    galleryNoun: string;
    /** The link back to the listing, and its accessible name. */
    back: { label: string; name: string; href: string };
  };
  feed: NewsFeed;
}

export const newsPage = {
  listing: {
    eyebrow: "News & Events",
    title: "News and events",
    lead: "Conferences, product launches, certifications, partnerships and milestones: what our teams in India, the USA and Germany have been doing since 2013.",
    description:
      "Scriptoria news and events from 2013 to 2023: book fairs and conferences, the launches of Xpert Track and EditLaTeX, accessibility certification, partnerships and our European office.",
    listLabel: "All news",
    read: { label: "Read news", name: (headline) => `Read news: ${headline}` },
  },
  detail: {
    eyebrow: "News & Events",
    related: "Related News",
    gallery: "Gallery",
    galleryLead: "Select a picture to see it larger.",
    galleryNoun: "photo",
    back: { label: "Go back", name: "Go back to all news", href: "/company/News" },
  },
  feed: {
    ...newsFeed,
    subtitle: "Conferences, product launches, certifications, partnerships and milestones from Scriptoria.",
    linkLabel: "Subscribe to the news feed",
  },
} satisfies NewsPageCopy;
