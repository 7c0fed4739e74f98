/**
 * Photo work a request waits for is given up when the server stops: the request is answered at
 * once (503), whether its decode is under way or waiting for its turn, rather than holding the
 * close up for the length of the decodes; other work goes on.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { noisePhoto } from "../../scripts/lib/noise-photo.ts";
import { photoWorkScope, stripPhoto } from "../../server/admin/content/photo-queue.ts";

const stopped = { statusCode: 503, message: "The server is stopping; nothing was saved; try again in a moment" };

describe("photo work as the server stops", () => {
  it("is refused at once, under way or waiting, in the request's scope only; other work is done", async () => {
    const large = await noisePhoto(6000, 4000, 95);
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#24477f" } })
      .png()
      .toBuffer();
    const stopping = new AbortController();
    // Under way: the first decode; waiting: the one behind it. Another request's work waits too.
    const underWay = photoWorkScope.run(stopping.signal, () => stripPhoto(large, "jpeg"));
    const waiting = photoWorkScope.run(stopping.signal, () => stripPhoto(small, "png"));
    let otherDone = false;
    const other = stripPhoto(large, "jpeg").then((bytes) => {
      otherDone = true;
      return bytes;
    });
    stopping.abort();
    await expect(underWay).rejects.toMatchObject(stopped);
    await expect(waiting).rejects.toMatchObject(stopped);
    // Answered while the decodes they waited for were still going on.
    expect(otherDone).toBe(false);
    expect(await other).toBeInstanceOf(Buffer);
    // Work asked for in a stopped scope is refused before anything is sent; outside it, it is done.
    await expect(photoWorkScope.run(stopping.signal, () => stripPhoto(small, "png"))).rejects.toMatchObject(stopped);
    expect(await stripPhoto(small, "png")).toBeInstanceOf(Buffer);
  }, 60_000);
});
