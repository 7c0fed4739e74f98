/**
 * What the browser and the server share about the proof of work: where the challenge comes
 * from, the form field that carries the solved proof, and the algorithm.
 */
import type { Challenge } from "altcha-lib/types";

export const challengeEndpoint = "/contact_api/challenge";

/** The form field with the solved proof: base64 of `{ challenge, solution }` (ALTCHA v2 payload). */
export const proofField = "altcha";

export const proofAlgorithm = "PBKDF2/SHA-256";

/** The challenge endpoint's answer: an ALTCHA challenge and how long the form must stay open. */
export type IssuedChallenge = Challenge & {
  /** The least time between the challenge and the submission, in milliseconds. */
  minFillMs: number;
};
