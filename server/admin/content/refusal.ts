/**
 * A request the editing API turns down: its status and the message the editing screen shows
 * (`{"error": message}`, plus the file, the field and the reason when one entry is wrong).
 */
import type { ContentProblem } from "../../../core/content-model/load.ts";
import { RequestRefusal } from "../../request-refusal.ts";

export class Refusal extends RequestRefusal<ContentProblem> {}

/** The JSON body of a refusal. */
export function refusalBody(refusal: Refusal): { error: string } & Partial<ContentProblem> {
  return { error: refusal.message, ...refusal.detail };
}
