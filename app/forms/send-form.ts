/**
 * Sends a form to its endpoint and says what the visitor should be told. The endpoints answer
 * `{"data": …}` on success and `{"error": "<message>"}` on refusal (docs/operations.md, Form
 * submissions and the outbox).
 */
import { proofField } from "../../core/protocols/proof-protocol.ts";

export const formToasts = {
  contactSent: "Message sent successfully!",
  careerSent: "Application Submit successfull!",
  invalid: "Please fill All fields",
  unexpected: "An unexpected error occurred",
  refused: (message: string) => `${message}, Message could not be sent`,
  unchecked: "The form's anti-spam check could not run. Check your connection and send the form again",
} as const;

export type SendResult = { ok: true } | { ok: false; message: string };

function readAnswer(payload: unknown): { data: boolean; error?: string } {
  if (typeof payload !== "object" || payload === null) return { data: false };
  const error = (payload as { error?: unknown }).error;
  return { data: "data" in payload, ...(typeof error === "string" && error ? { error } : {}) };
}

/** Sends the form's fields with its proof of work (see use-proof.ts). */
export async function sendForm(endpoint: string, body: FormData, proof: string): Promise<SendResult> {
  body.append(proofField, proof);
  try {
    const response = await fetch(endpoint, { method: "POST", body, headers: { accept: "application/json" } });
    const answer = readAnswer(await response.json().catch(() => null));
    if (response.ok && answer.data) return { ok: true };
    if (!response.ok && answer.error) return { ok: false, message: formToasts.refused(answer.error) };
    return { ok: false, message: formToasts.unexpected };
  } catch {
    return { ok: false, message: formToasts.unexpected };
  }
}
