/** How the admin area answers with its pages. */
import type { FastifyReply } from "fastify";
import { scriptlessPagePolicy } from "../html.ts";
import { type SignInView, signInPage, signInPolicy } from "./pages.ts";

export function sendSignIn(reply: FastifyReply, status: number, view: SignInView = {}): FastifyReply {
  return reply
    .code(status)
    .headers({ "content-type": "text/html; charset=utf-8", "content-security-policy": signInPolicy })
    .send(signInPage(view));
}

/** A page of the admin area without scripts (history, schedule): never cached, styles of its own only. */
export function sendScriptlessPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .headers({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": scriptlessPagePolicy,
    })
    .send(html);
}

/** "15 minutes", "40 seconds": how long until `at`. */
export function waitText(at: number, now: number): string {
  const seconds = Math.max(1, Math.ceil((at - now) / 1000));
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
