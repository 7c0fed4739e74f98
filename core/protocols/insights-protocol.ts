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

export type InsightsEvent = PageViewEvent | VitalEvent;

export interface InsightsBeacon {
  events: InsightsEvent[];
}

/** Page views are kept as they arrived for this many days; the daily counts made from them are kept for good. */
export const rawViewRetentionDays = 30;
