import type { FastifyInstance } from "fastify";

/** How often, while the server stops, connections that have become idle are closed. */
const sweepMs = 100;

/** How long a stop waits for answers still under way before it cuts their connections. */
export const stopGraceMs = 5000;

/**
 * A stop (a deploy, a restart) waits for the requests under way, not for the browsers' idle
 * connections, and not for ever. Fastify closes the connections that are idle when it begins to
 * stop. Node keeps one that finishes its request after that until its keep-alive time ends, which
 * is 72 s, and one whose answer never ends (a video the browser has paused downloading) for good.
 * So from the stop on, every answer says `connection: close`, connections that become idle are
 * closed as they do, and after `stopGraceMs` the rest are cut (ADR 0181).
 */
export function closeConnectionsWhenDone(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", (done) => {
    closing = true;
    const sweep = setInterval(() => app.server.closeIdleConnections(), sweepMs);
    const cut = setTimeout(() => app.server.closeAllConnections(), stopGraceMs);
    sweep.unref();
    cut.unref();
    app.server.once("close", () => {
      clearInterval(sweep);
      clearTimeout(cut);
    });
    done();
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
}
