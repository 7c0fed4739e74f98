/**
 * The proof of work the forms ask for (ALTCHA, self-hosted): the server issues a signed,
 * expiring challenge; the browser solves it; the submission carries the solution, which is
 * verified here and spent, so that it serves once, on whichever instance.
 *
 * Challenges are deterministic: the server picks the counter, derives its key once and signs
 * that key, so verifying costs two HMACs, not a key derivation. The least fill time is measured
 * from the challenge's issue, which is signed into it.
 */
import { randomBytes } from "node:crypto";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Challenge, Solution } from "altcha-lib/types";
import { type IssuedChallenge, proofAlgorithm } from "../../core/protocols/proof-protocol.ts";

/** Why a proof was refused (logged and counted; the visitor gets the matching message). */
export type ProofRefusal = "missing" | "malformed" | "tampered" | "invalid" | "expired" | "replayed" | "too-fast";

export const proofMessages: Record<ProofRefusal, string> = {
  missing:
    "The form was sent without its anti-spam check. Reload the page and send the form again from this website with JavaScript enabled",
  malformed: "The form's anti-spam check could not be read. Reload the page and send the form again",
  tampered: "The form's anti-spam check was altered. Reload the page and send the form again",
  invalid: "The form's anti-spam check was not solved. Reload the page and send the form again",
  expired: "The form's anti-spam check has expired. Send the form again: a new check runs by itself",
  replayed: "This form was already sent once with the same anti-spam check. Send it again: a new check runs by itself",
  "too-fast": "The form was sent too quickly after it was opened. Wait a few seconds and send it again",
};

export interface ProofOptions {
  /** HMAC key signing the challenges; the same on every instance. */
  key: string;
  /** The largest counter a challenge asks for: the work is between half of it and all of it. */
  maxNumber: number;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  ttlMs: number;
  minFillMs: number;
  /** Records a proof as spent; resolves false when it was spent before (by any instance). */
  spend(signature: string, expiresAt: number): Promise<boolean>;
  now?: () => number;
}

export type ProofResult = { ok: true } | { ok: false; reason: ProofRefusal };

export interface Proofs {
  issue(): Promise<IssuedChallenge>;
  verify(payload: string | undefined): Promise<ProofResult>;
}

/** A key for one process's lifetime, when none is configured (a single instance). */
export function temporaryProofKey(): string {
  return randomBytes(32).toString("base64url");
}

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function decode(payload: string): Payload | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    if (typeof value !== "object" || value === null) return undefined;
    const { challenge, solution } = value as Partial<Payload>;
    if (typeof challenge?.parameters !== "object" || challenge.parameters === null) return undefined;
    if (typeof solution !== "object" || solution === null) return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

export function createProofs(options: ProofOptions): Proofs {
  const now = options.now ?? Date.now;
  // The key signs the challenge; a key derived from it signs each challenge's expected answer.
  const keySignatureSecret = `${options.key}:derived-key`;
  return {
    async issue() {
      const issuedAt = now();
      const challenge = await createChallenge({
        algorithm: proofAlgorithm,
        cost: options.cost,
        counter: randomInt(options.maxNumber, Math.ceil(options.maxNumber / 2)),
        deriveKey,
        expiresAt: Math.floor((issuedAt + options.ttlMs) / 1000),
        data: { issuedAt },
        hmacSignatureSecret: options.key,
        hmacKeySignatureSecret: keySignatureSecret,
      });
      return { ...challenge, minFillMs: options.minFillMs };
    },
    async verify(payload) {
      if (!payload) return { ok: false, reason: "missing" };
      const decoded = payload.length <= 4096 ? decode(payload) : undefined;
      if (!decoded) return { ok: false, reason: "malformed" };
      const { challenge, solution } = decoded;
      if (challenge.parameters.algorithm !== proofAlgorithm) return { ok: false, reason: "tampered" };
      let result: Awaited<ReturnType<typeof verifySolution>>;
      try {
        result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: options.key,
          hmacKeySignatureSecret: keySignatureSecret,
        });
      } catch {
        return { ok: false, reason: "malformed" };
      }
      // The signature covers the parameters (expiry and issue time included): check it first,
      // so that an altered expiry reads as tampering.
      if (result.invalidSignature) return { ok: false, reason: "tampered" };
      if (result.expired) return { ok: false, reason: "expired" };
      if (!result.verified) return { ok: false, reason: "invalid" };
      const issuedAt = Number(challenge.parameters.data?.issuedAt);
      const expiresAt = Number(challenge.parameters.expiresAt) * 1000;
      if (!Number.isFinite(issuedAt) || !Number.isFinite(expiresAt)) return { ok: false, reason: "tampered" };
      if (now() - issuedAt < options.minFillMs) return { ok: false, reason: "too-fast" };
      const signature = String(challenge.signature);
      if (!(await options.spend(signature, expiresAt))) return { ok: false, reason: "replayed" };
      return { ok: true };
    },
  };
}
