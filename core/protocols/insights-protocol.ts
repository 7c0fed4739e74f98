/**
 * What the page's visit and speed reports carry and where they go: shared by the reporter in the
 * browser (app/insights/reporter.ts) and the server that checks and keeps them (server/insights/).
 * No cookie, no identifier: a page view is the page's path, the host of the site the visitor
 * came from, the campaign its link named and a device class; a speed report is one Core Web Vital
 * of the page that loaded.
 */

/** The one endpoint the page reports to (a beacon: text/plain JSON). */
export const insightsEndpoint = "/insights/event";

/** The largest body the endpoint reads; a beacon of the page is a few hundred bytes. */
export const maxBeaconBytes = 4 * 1024;

/** The most events one beacon may carry. */
export const maxEventsPerBeacon = 10;

export const deviceClasses = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** A device class by viewport width, at the layout's own breakpoints (768 and 1100 px). */
export function deviceClass(viewportWidth: number): DeviceClass {
  if (viewportWidth < 768) return "phone";
  return viewportWidth < 1100 ? "tablet" : "desktop";
}

export const vitalNames = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalName = (typeof vitalNames)[number];

/** The utm_ parameters of the address a visit started at (each trimmed, at most `maxCampaignLength` characters). */
export interface Campaign {
  source?: string | undefined;
  medium?: string | undefined;
  name?: string | undefined;
}

/** The query parameters a campaign's link names its parts with. */
export const campaignParameters = { source: "utm_source", medium: "utm_medium", name: "utm_campaign" } as const;

export const maxCampaignLength = 100;

export interface PageViewEvent {
  type: "view";
  /** The route's path as the address bar shows it, without query or fragment. */
  path: string;
  /** The first page of a visit (a page loaded, not reached by a link within the page's own app). */
  landing?: true | undefined;
  /** The host of the other site the visitor came from, on the first page of a visit only. */
  referrer?: string;
  /** The campaign the first page of a visit was linked with. */
  campaign?: Campaign | undefined;
  device: DeviceClass;
}

export interface VitalEvent {
  type: "vital";
  /** The page whose load was measured (the first page of the visit). */
  path: string;
  name: VitalName;
  /** Milliseconds; CLS has no unit. */
  value: number;
  /** The device class the page was measured on (a report without one counts for the whole site only). */
  device?: DeviceClass | undefined;
}

/**
 * How long a page was seen (visible, in the foreground) since the page was shown or last
 * reported: sent as the page is hidden, as it goes, and as the visitor leaves it for another page
 * of the site. A visit's duration is the sum of its pages' reports.
 */
export interface EngagementEvent {
  type: "engage";
  path: string;
  /** Milliseconds, at most `maxEngagementMs`. */
  ms: number;
}

/** A click on a link to another site (`target`: its host) or on a download (`target`: the file's path). */
export interface LinkEvent {
  type: "outbound" | "download";
  /** The page the link is on. */
  path: string;
  target: string;
}

export type InsightsEvent = PageViewEvent | VitalEvent | EngagementEvent | LinkEvent;

/** One engagement report covers at most this long (a tab left in the foreground overnight counts for this). */
export const maxEngagementMs = 30 * 60 * 1000;

/** A visit ends after this long without a page view (Plausible's and Google Analytics' rule). */
export const visitGapMs = 30 * 60 * 1000;

/** Links into this folder are downloads (the server counts those of the site's own documents). */
export const downloadsFolder = "/documents/";

export interface InsightsBeacon {
  events: InsightsEvent[];
}

/** Page views are kept as they arrived for this many days; the daily counts made from them are kept for good. */
export const rawViewRetentionDays = 30;
