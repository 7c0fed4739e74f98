/**
 * POST /admin/sign-in (form fields email and password) and POST /admin/sign-out, both from this
 * site's own pages only. Signing in answers 303 to /admin/ with a new session cookie, or the
 * sign-in page again with the address kept: 401 with one message for an unknown address and a
 * wrong password alike, 429 while the account or the address has to wait (see lockout.ts), 503
 * with Retry-After while too many passwords are being checked (see passwords.ts). A sign-in also
 * sets a new device cookie, which lets this browser sign in while the account is locked.
 */
import formbody from "@fastify/formbody";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { normalizeEmail } from "./accounts.ts";
import { authenticate, type Outcome } from "./authenticate.ts";
import { type AdminContext, unavailableMessage } from "./context.ts";
import { deviceLifetimeMs, devicesKept } from "./lockout.ts";
import { PasswordChecksBusy, passwordChecksFull } from "./passwords.ts";
import { sendSignIn, waitText } from "./replies.ts";
import { sameOriginProblem } from "./same-origin.ts";
import { deviceCookie, deviceToken, newToken, tokenHash } from "./session-cookie.ts";
import { endSession, startSession } from "./sessions.ts";
import { insertDevice } from "./store/devices.ts";

const refusedMessage = "The e-mail address or the password is not right.";
const busyMessage = "Many sign-ins are being checked just now. Please try again in a moment.";
const formLimit = 8 * 1024;

function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : "";
}

/** A new device cookie for the browser that just signed in (the one it had, if any, is spent). */
async function issueDevice(
  context: AdminContext,
  request: FastifyRequest,
  reply: FastifyReply,
  signedIn: { editor: { id: number }; generation: number },
  now: number,
): Promise<void> {
  const token = newToken();
  await insertDevice(
    context.db,
    { tokenHash: tokenHash(token), editorId: signedIn.editor.id, generation: signedIn.generation },
    now,
    { notBefore: now - deviceLifetimeMs, keep: devicesKept },
  );
  reply.header("set-cookie", deviceCookie(request, token));
}

async function answer(
  context: AdminContext,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  outcome: Outcome,
  now: number,
): Promise<FastifyReply> {
  if (outcome.result === "waiting") {
    reply.header("retry-after", String(Math.max(1, Math.ceil((outcome.retryAt - now) / 1000))));
    const error = `Too many failed sign-ins. Please try again in ${waitText(outcome.retryAt, now)}.`;
    request.log.warn("admin: sign-in refused while waiting after failures");
    return sendSignIn(reply, 429, { email, error });
  }
  if (outcome.result === "refused") {
    request.log.info("admin: sign-in refused");
    return sendSignIn(reply, 401, { email, error: refusedMessage });
  }
  await startSession(context.db, request, reply, outcome, now);
  await issueDevice(context, request, reply, outcome, now);
  request.log.info({ editor: outcome.editor.id }, "admin: editor signed in");
  return reply.redirect("/admin/", 303);
}

function busy(request: FastifyRequest, reply: FastifyReply, email: string, error: PasswordChecksBusy): FastifyReply {
  reply.header("retry-after", String(error.retryAfterSeconds));
  request.log.warn("admin: sign-in refused: too many password checks at once");
  return sendSignIn(reply, 503, { email, error: busyMessage });
}

async function signIn(context: AdminContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const problem = sameOriginProblem(request, context.siteOrigin);
  if (problem) return sendSignIn(reply, 403, { error: problem });
  const email = normalizeEmail(field(request.body, "email")).slice(0, 320);
  const password = field(request.body, "password");
  if (!email || !password) return sendSignIn(reply, 400, { email, error: "Enter your e-mail address and password." });
  const now = context.now();
  const device = deviceToken(request);
  // Refused before it costs the database anything, unless it may be a device's (checked first).
  if (!device && passwordChecksFull()) return busy(request, reply, email, new PasswordChecksBusy());
  try {
    const attempt = { email, password, ip: request.ip, device: device && tokenHash(device) };
    const outcome = await authenticate(context.db, attempt, now);
    return await answer(context, request, reply, email, outcome, now);
  } catch (error) {
    if (error instanceof PasswordChecksBusy) return busy(request, reply, email, error);
    request.log.error({ err: (error as Error).message }, "admin: sign-in failed: database unavailable");
    return sendSignIn(reply, 503, { email, error: unavailableMessage });
  }
}

async function signOut(context: AdminContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const problem = sameOriginProblem(request, context.siteOrigin);
  if (problem) return sendSignIn(reply, 403, { error: problem });
  try {
    await endSession(context.db, request, reply);
  } catch (error) {
    request.log.error({ err: (error as Error).message }, "admin: sign-out failed: database unavailable");
    return sendSignIn(reply, 503, { error: unavailableMessage });
  }
  return reply.redirect("/admin/", 303);
}

export const signInRoutes: FastifyPluginAsync<{ context: AdminContext }> = async (scope, { context }) => {
  await scope.register(formbody, { bodyLimit: formLimit });
  scope.post("/admin/sign-in", { bodyLimit: formLimit }, (request, reply) => signIn(context, request, reply));
  scope.post("/admin/sign-out", { bodyLimit: formLimit }, (request, reply) => signOut(context, request, reply));
  // A bookmarked or reloaded form address: the page that has the form.
  scope.get("/admin/sign-in", (_request, reply) => reply.redirect("/admin/", 303));
};
