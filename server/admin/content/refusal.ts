/**
 * A request the editing API turns down: its status and the message the editing screen shows
 * (`{"error": message}`, plus the file, the field and the reason when one entry is wrong).
 */
import type { ContentProblem } from "../../../core/content-model/load.ts";

export class Refusal extends Error {
  readonly statusCode: number;
  readonly problem: ContentProblem | undefined;

  constructor(statusCode: number, message: string, problem?: ContentProblem) {
    super(message);
    this.name = "Refusal";
    this.statusCode = statusCode;
    this.problem = problem;
  }
}

/** The JSON body of a refusal. */
export function refusalBody(refusal: Refusal): { error: string } & Partial<ContentProblem> {
  return { error: refusal.message, ...refusal.problem };
}
