/** The two forms as the browser sends them, with a proof of work solved as the page's script solves it. */
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Challenge } from "altcha-lib/types";
import { challengeEndpoint, proofField } from "../../core/protocols/proof-protocol.ts";
import { pdfBytes } from "./pdf.ts";

export interface ContactValues {
  name: string;
  email: string;
  phonenumber: string;
  comments: string;
  [field: string]: string;
}

export function contactValues(overrides: Partial<ContactValues> = {}): ContactValues {
  return {
    name: "Priya Raman",
    email: "priya.raman@example.org",
    phonenumber: "9840012345",
    comments: "We publish 14 engineering journals and need copyediting from January.",
    ...overrides,
  };
}

export function formData(values: Record<string, string | undefined>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) body.append(name, value);
  return body;
}

export function careerValues(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    name: "Arun Kumar",
    email: "arun.kumar@example.org",
    phone: "9876543210",
    experience: "2 - 3 years",
    position: "PHP / Python Developer",
    notice: "1 month",
    ...overrides,
  };
}

export function careerForm(
  overrides: Record<string, string | undefined> = {},
  file: { bytes: Buffer; name: string; type: string } | null = {
    bytes: pdfBytes(),
    name: "arun-kumar-resume.pdf",
    type: "application/pdf",
  },
): FormData {
  const body = formData(careerValues(overrides));
  if (file) body.append("resume", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return body;
}

/** A challenge from the server at `origin`, solved as the browser solves it: the proof field's value. */
export async function solvedProof(origin: string): Promise<string> {
  const challenge = (await (await fetch(`${origin}${challengeEndpoint}`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/**
 * Posts a form as the page's script does: with a freshly solved proof of work, unless the body
 * has one already, is a raw string, or `proof` is false.
 */
export async function post(
  url: string,
  body: FormData | string | URLSearchParams,
  headers: Record<string, string> = {},
  { proof = true } = {},
): Promise<{ status: number; json: { data?: unknown; error?: string } }> {
  if (proof && typeof body !== "string" && !body.has(proofField)) {
    body.append(proofField, await solvedProof(new URL(url).origin));
  }
  const response = await fetch(url, { method: "POST", body, headers });
  return { status: response.status, json: (await response.json()) as { data?: unknown; error?: string } };
}
