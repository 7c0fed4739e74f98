import type { FastifyInstance, FastifyRequest } from "fastify";

/** The refusal of a request body sent compressed. */
export const codedBodyMessage = "Request bodies are accepted uncompressed only: send them without a Content-Encoding.";

/**
 * No part of the server inflates a request body (a compressed body is how a small request becomes
 * a bomb), and none reads one as plain while it is labelled as compressed: a body with a content
 * coding other than identity is refused with 415 before anything reads it, naming the one coding
 * accepted (RFC 9110, sections 8.4 and 15.5.16). Browsers never compress what they send.
 */
export function refuseCodedBodies(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!codedBody(request)) return;
    request.log.info(
      { coding: request.headers["content-encoding"]?.slice(0, 40) },
      "refused a compressed request body",
    );
    return reply
      .code(415)
      .header("accept-encoding", "identity")
      .header("cache-control", "no-store")
      .send({ error: codedBodyMessage });
  });
}

/**
 * Whether the request's body is labelled with a content coding, and so refused: an area counts
 * the refusal in its own metrics from an `onResponse` hook, as the refusal answers before its
 * handlers run.
 */
export function codedBody(request: FastifyRequest): boolean {
  const coding = request.headers["content-encoding"];
  return coding !== undefined && !/^\s*identity\s*$/i.test(coding);
}
