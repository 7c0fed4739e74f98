/**
 * A stop waits for the requests under way, then closes their connections at once: a browser's
 * connection whose request was answered during the stop does not hold the stop for the 72 s of
 * its keep-alive time, and one whose request never ends is cut after the stop's grace.
 */
import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type InProcessServer, startServer } from "../../scripts/lib/server.ts";
import { stopGraceMs } from "../../server/graceful-close.ts";

let server: InProcessServer;
let stopped = false;

beforeAll(async () => {
  server = await startServer({ inProcess: true });
});

afterAll(async () => {
  if (!stopped) await server.close();
});

/** Resolves with what arrives until `text` has. */
async function readUntil(socket: Socket, text: string): Promise<string> {
  let received = "";
  while (!received.includes(text)) {
    const [chunk] = (await once(socket, "data")) as [Buffer];
    received += chunk.toString("utf8");
  }
  return received;
}

test("a request under way as the server stops is answered, with its connection closed after it", async () => {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), "127.0.0.1");
  await once(socket, "connect");
  const ended = once(socket, "end");
  // A keep-alive connection with a request the server has begun (it asked for the body) but not answered.
  const body = "{}";
  socket.write(
    [
      "POST /contact_api/contact.php HTTP/1.1",
      `Host: 127.0.0.1:${port}`,
      "Connection: keep-alive",
      "Content-Type: application/json",
      `Content-Length: ${body.length}`,
      "Expect: 100-continue",
      "",
      "",
    ].join("\r\n"),
  );
  await readUntil(socket, "100 Continue\r\n\r\n");

  stopped = true;
  const closed = server.close();
  socket.write(body);
  const answer = await readUntil(socket, "\r\n\r\n");
  expect(answer).toMatch(/HTTP\/1\.1 4\d\d /);
  expect(answer.toLowerCase()).toContain("connection: close");
  // The server ends the connection, and the stop is over, well before the 72 s keep-alive time.
  await ended;
  await closed;
}, 20_000);

test("a request that never ends holds the stop no longer than its grace", async () => {
  const other = await startServer({ inProcess: true });
  const { port } = new URL(other.url);
  const socket = connect(Number(port), "127.0.0.1");
  await once(socket, "connect");
  socket.on("error", () => {});
  // The body is announced and never sent: the request stays under way.
  socket.write(
    [
      "POST /contact_api/contact.php HTTP/1.1",
      `Host: 127.0.0.1:${port}`,
      "Content-Type: application/json",
      "Content-Length: 100",
      "Expect: 100-continue",
      "",
      "",
    ].join("\r\n"),
  );
  await readUntil(socket, "100 Continue\r\n\r\n");
  const started = Date.now();
  const socketClosed = once(socket, "close");
  await other.close();
  await socketClosed;
  expect(Date.now() - started).toBeGreaterThanOrEqual(stopGraceMs - 100);
}, 30_000);
