/** How a video's start ended. */
export type PlayOutcome = "playing" | "interrupted" | "refused" | "failed";

/**
 * Starts a video and handles what its play() promise may end in: an AbortError (a pause, a new
 * source or the element leaving the page interrupted the start) is expected and silent; a
 * NotAllowedError (the browser refuses to play, e.g. to save data or power) is the caller's to
 * show, by keeping its poster and play control; anything else is reported as an uncaught error
 * would be (reportError: the console and the window's error listeners).
 */
export async function playVideo(video: HTMLVideoElement): Promise<PlayOutcome> {
  try {
    await video.play();
    return "playing";
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return "interrupted";
    if (error instanceof DOMException && error.name === "NotAllowedError") return "refused";
    reportError(error);
    return "failed";
  }
}
