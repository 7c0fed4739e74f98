/**
 * What a page view says of where the visit came from and what it was read with, derived on
 * arrival and kept in place of what it was derived from:
 * - the browser, by family and major version ("Chrome 131"), and the operating system by family
 *   ("Android"), read from the user agent with bowser; the user agent itself is not kept;
 * - the channel of a visit's first page: from its campaign's medium, else from the referring
 *   site (a search engine, a social network, another site), else "Direct";
 * - the campaign of a visit's first page, from its utm_ parameters.
 */
import Bowser from "bowser";
import type { Campaign } from "../../core/protocols/insights-protocol.ts";

/** The channels, in the dashboard's order. */
export const channels = ["Direct", "Search", "Social", "E-mail", "Paid", "Referral", "Campaign"] as const;
export type Channel = (typeof channels)[number];

/** What bowser reads in a user agent (it refuses an empty one). */
const parse = (userAgent: string) => (userAgent ? Bowser.parse(userAgent) : undefined);

/** "Chrome 131", "Safari 18", "Firefox 133", or "Other" when the user agent names none. */
export function browserOf(userAgent: string): string {
  const { name, version } = parse(userAgent)?.browser ?? {};
  if (!name) return "Other";
  const major = version?.match(/^\d+/)?.[0];
  return major ? `${name} ${major}` : name;
}

/** "Android", "iOS", "Windows", "macOS", "Linux", "Chrome OS"…, or "Other". */
export function osOf(userAgent: string): string {
  return parse(userAgent)?.os.name || "Other";
}

/** Hosts (and the hosts under them) that are search engines or social networks. */
const searchHosts = [
  "google.",
  "bing.com",
  "duckduckgo.com",
  "search.yahoo.com",
  "yandex.",
  "baidu.com",
  "ecosia.org",
  "qwant.com",
  "startpage.com",
  "search.brave.com",
  "kagi.com",
];
const socialHosts = [
  "facebook.com",
  "fb.com",
  "t.co",
  "x.com",
  "twitter.com",
  "linkedin.com",
  "lnkd.in",
  "instagram.com",
  "youtube.com",
  "reddit.com",
  "bsky.app",
  "threads.net",
  "mastodon.social",
  "xing.com",
];

/** Whether `host` is `known` or under it ("google." matches any Google country domain). */
const isUnder = (host: string, known: readonly string[]) =>
  known.some((entry) =>
    entry.endsWith(".")
      ? host.startsWith(entry) || host.includes(`.${entry}`)
      : host === entry || host.endsWith(`.${entry}`),
  );

const mediumChannels: [RegExp, Channel][] = [
  [/^(e-?mail|newsletter)$/i, "E-mail"],
  [/^(cpc|ppc|paid|paid[-_ ]?(search|social)|display|banner)$/i, "Paid"],
  [/^(social|social[-_ ]?media)$/i, "Social"],
  [/^(organic|search)$/i, "Search"],
];

/** The channel of a visit's first page: its referring host (normalised, or "") and campaign. */
export function channelOf(referrer: string, campaign: Campaign | undefined): Channel {
  const medium = campaign?.medium;
  if (medium) for (const [pattern, channel] of mediumChannels) if (pattern.test(medium)) return channel;
  if (referrer && isUnder(referrer, searchHosts)) return "Search";
  if (referrer && isUnder(referrer, socialHosts)) return "Social";
  if (referrer) return "Referral";
  return campaign ? "Campaign" : "Direct";
}

/** The campaign as the dashboard lists it: its name, with its source and medium ("launch (newsletter / e-mail)"), or "". */
export function campaignLabel(campaign: Campaign | undefined): string {
  if (!campaign) return "";
  const { name, source, medium } = campaign;
  const from = [source, medium].filter(Boolean).join(" / ");
  return [name ?? "(no name)", from ? `(${from})` : ""].filter(Boolean).join(" ");
}
