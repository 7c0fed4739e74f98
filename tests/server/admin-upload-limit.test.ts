/**
 * One account's uploads at once: each body is held whole in memory until it is checked, so
 * beyond two at once from the same editor a save with a body over 1 MB is refused (429) before
 * its body is read; small requests (listings, entries without photos) are never held up, and
 * the limit frees as soon as an upload ends, answered or cut off.
 */
import { connect, type Socket } from "node:net";
import { afterEach, beforeEach, expect, test } from "vitest";
import { until } from "../../scripts/lib/until.ts";
import { uploadsPerEditor } from "../../server/admin/content/api.ts";
import { type ContentApi, startContentApi } from "./fixtures/content-api.ts";

let api: ContentApi;
let address: string;
const sockets: Socket[] = [];

beforeEach(async () => {
  api = await startContentApi();
  address = await api.app.listen({ port: 0, host: "127.0.0.1" });
});

afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  await api.close();
});

/** An upload whose body is still arriving: its headers and 1 MB of a declared 8 MB. */
function uploadInFlight(): Socket {
  const { port } = new URL(address);
  const socket = connect({ port: Number(port), host: "127.0.0.1" });
  socket.on("error", () => undefined);
  socket.write(
    `POST /admin/api/v1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${8 * 1024 * 1024}\r\n\r\n`,
  );
  socket.write(Buffer.alloc(1024 * 1024, 0x20));
  sockets.push(socket);
  return socket;
}

/** A save of 2 MB (not valid JSON: it is refused with 400 once read, or with 429 before). */
async function largeSave(): Promise<number> {
  const response = await fetch(`${address}/admin/api/v1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: " ".repeat(2 * 1024 * 1024),
  });
  await response.arrayBuffer();
  return response.status;
}

test(`beyond ${uploadsPerEditor} uploads at once from one editor, 429 before the body is read; freed when they end`, async () => {
  const inFlight = Array.from({ length: uploadsPerEditor }, uploadInFlight);
  await until("a further upload to be refused", async () => (await largeSave()) === 429);
  const refused = await fetch(`${address}/admin/api/v1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: " ".repeat(2 * 1024 * 1024),
  });
  expect(refused.status).toBe(429);
  expect(refused.headers.get("retry-after")).toBe("5");
  expect((await refused.json()).error).toMatch(/At most 2 saves with photos are taken at once/);
  // Small requests are never held up.
  const info = await api.post("info");
  expect(info.statusCode).toBe(200);
  // Cut off, the uploads free their places.
  for (const socket of inFlight) socket.destroy();
  await until("an upload to be taken again", async () => (await largeSave()) === 400);
});
