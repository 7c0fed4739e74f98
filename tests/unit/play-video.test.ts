import { afterEach, describe, expect, it, vi } from "vitest";
import { playVideo } from "../../app/lib/play-video.ts";

/** A video element whose play() ends as given. */
const videoWhosePlay = (result: () => Promise<void>) => ({ play: result }) as unknown as HTMLVideoElement;

describe("playVideo", () => {
  const reported: unknown[] = [];
  vi.stubGlobal("reportError", (error: unknown) => reported.push(error));
  afterEach(() => {
    reported.length = 0;
  });

  it("says a video plays when it does", async () => {
    expect(await playVideo(videoWhosePlay(() => Promise.resolve()))).toBe("playing");
    expect(reported).toEqual([]);
  });

  it("takes a start interrupted by a pause or a new source as expected, and reports nothing", async () => {
    const aborted = () => Promise.reject(new DOMException("The play() request was interrupted", "AbortError"));
    expect(await playVideo(videoWhosePlay(aborted))).toBe("interrupted");
    expect(reported).toEqual([]);
  });

  it("tells the caller the browser refused, and reports nothing", async () => {
    const refused = () => Promise.reject(new DOMException("play() failed: not allowed", "NotAllowedError"));
    expect(await playVideo(videoWhosePlay(refused))).toBe("refused");
    expect(reported).toEqual([]);
  });

  it("reports anything else as an uncaught error would be", async () => {
    const broken = new DOMException("The element has no supported sources.", "NotSupportedError");
    expect(await playVideo(videoWhosePlay(() => Promise.reject(broken)))).toBe("failed");
    expect(reported).toEqual([broken]);
  });
});
