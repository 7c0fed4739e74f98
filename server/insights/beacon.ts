/**
 * Reading a beacon: JSON of the shape core/protocols/insights-protocol.ts describes, checked with zod. A
 * body that is not JSON, has another shape, or carries a vital outside its plausible range is
 * refused whole: nothing of it is kept.
 */
import { z } from "zod";
import {
  deviceClasses,
  type InsightsBeacon,
  maxEventsPerBeacon,
  vitalNames,
} from "../../core/protocols/insights-protocol.ts";
import { bucketOf } from "./vitals.ts";

const path = z.string().min(1).max(512).startsWith("/");

const view = z.strictObject({
  type: z.literal("view"),
  path,
  referrer: z.string().max(253).optional(),
  device: z.enum(deviceClasses),
});

const vital = z
  .strictObject({
    type: z.literal("vital"),
    path,
    name: z.enum(vitalNames),
    value: z.number(),
  })
  .refine((event) => bucketOf(event.name, event.value) !== undefined, {
    message: "the value is outside the plausible range",
    path: ["value"],
  });

const beaconSchema = z.strictObject({
  events: z
    .array(z.discriminatedUnion("type", [view, vital]))
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
