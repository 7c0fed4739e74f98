/**
 * Reading a beacon: JSON of the shape core/protocols/insights-protocol.ts describes, checked with zod. A
 * body that is not JSON, has another shape, or carries a vital outside its plausible range is
 * refused whole: nothing of it is kept.
 */
import { z } from "zod";
import {
  deviceClasses,
  type InsightsBeacon,
  maxCampaignLength,
  maxEngagementMs,
  maxEventsPerBeacon,
  vitalNames,
} from "../../core/protocols/insights-protocol.ts";
import { bucketOf } from "./vitals.ts";

const path = z.string().min(1).max(512).startsWith("/");

/**
 * A part of a campaign: words, numbers and the marks links use between them. Anyone can put any
 * text in a link to the site; a part that is not such a label is left out (the view is kept),
 * so that no message of a stranger's reaches the dashboard.
 */
const campaignPart = z
  .string()
  .trim()
  .max(maxCampaignLength)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._\-+/]*$/u)
  .optional()
  .catch(undefined);

const view = z.strictObject({
  type: z.literal("view"),
  path,
  landing: z.literal(true).optional(),
  referrer: z.string().max(253).optional(),
  campaign: z.strictObject({ source: campaignPart, medium: campaignPart, name: campaignPart }).optional(),
  device: z.enum(deviceClasses),
});

const vital = z
  .strictObject({
    type: z.literal("vital"),
    path,
    name: z.enum(vitalNames),
    value: z.number(),
    device: z.enum(deviceClasses).optional(),
  })
  .refine((event) => bucketOf(event.name, event.value) !== undefined, {
    message: "the value is outside the plausible range",
    path: ["value"],
  });

const engage = z.strictObject({
  type: z.literal("engage"),
  path,
  ms: z.number().int().min(1).max(maxEngagementMs),
});

/** A host name or a path, as the reporter sends them; collect.ts keeps only those it counts. */
const link = z.strictObject({
  type: z.enum(["outbound", "download"]),
  path,
  target: z.string().min(1).max(253),
});

const beaconSchema = z.strictObject({
  events: z
    .array(z.discriminatedUnion("type", [view, vital, engage, link]))
    .min(1)
    .max(maxEventsPerBeacon),
});

export type BeaconResult = { ok: true; beacon: InsightsBeacon } | { ok: false; reason: "unreadable" | "invalid" };

/** The beacon in `body`, or why it is refused. */
export function readBeacon(body: string): BeaconResult {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  const parsed = beaconSchema.safeParse(json);
  return parsed.success ? { ok: true, beacon: parsed.data } : { ok: false, reason: "invalid" };
}
