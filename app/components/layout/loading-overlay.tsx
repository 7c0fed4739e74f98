import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { shellCopy } from "../../../core/copy/shell.ts";
import { useService } from "../../lib/service-context.tsx";

/** Extra time the overlay stays after the page's media have loaded. */
export const OVERLAY_EXTRA_DELAY_MS = 300;
/** Time given to the new page to commit and start its requests before its media are read. */
const SETTLE_MS = 50;
/** The overlay never stays longer than this, even if an asset stalls. */
export const OVERLAY_MAX_MS = 5_000;

interface LoadingOverlayProps {
  /** The element whose media are awaited (the page's <main>). */
  containerId: string;
  /** Told while the overlay covers the page, so the page can be made inert. */
  onActiveChange: (active: boolean) => void;
}

/**
 * A full-screen white overlay with an orange three-dot spinner, shown on client-side route
 * changes (never on the first load) and when the shared service value changes. It waits for
 * the new page's images, videos and CSS background images, then 300 ms more, 5 s at most.
 */
export function LoadingOverlay({ containerId, onActiveChange }: LoadingOverlayProps) {
  const { pathname } = useLocation();
  const { service } = useService();
  const [visible, setVisible] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const firstRun = useRef(true);

  // Layout effect: the overlay is up before the new page is painted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page or service changes
  useLayoutEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    setVisible(true);
    setAnnouncement(shellCopy.loadingPage);
  }, [pathname, service]);

  useEffect(() => {
    if (!visible) return;
    let cancelled = false;
    const container = document.getElementById(containerId);
    // Scan once the new page has settled under the overlay, so its media are in the DOM.
    const loaded = delay(SETTLE_MS).then(() => (container ? waitForMedia(container) : undefined));
    const timeout = new Promise<void>((resolve) => window.setTimeout(resolve, OVERLAY_MAX_MS));
    Promise.race([loaded.then(() => delay(OVERLAY_EXTRA_DELAY_MS)), timeout]).then(() => {
      if (cancelled) return;
      setVisible(false);
      setAnnouncement(`${document.title} loaded`);
      document.getElementById("top")?.focus({ preventScroll: true });
    });
    return () => {
      cancelled = true;
    };
  }, [visible, containerId]);

  useEffect(() => onActiveChange(visible), [visible, onActiveChange]);

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {visible && (
        <div data-testid="loading-overlay" className="fixed inset-0 z-[100] flex items-center justify-center bg-white">
          <div className="flex gap-2" aria-hidden="true">
            {[0, 1, 2].map((dot) => (
              <span
                key={dot}
                className="size-3.5 animate-dot rounded-full bg-accent-500"
                style={{ animationDelay: `${dot * 160}ms` }}
              />
            ))}
          </div>
        </div>
      )}
    </>
  );
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

function settle(target: EventTarget, events: string[]): Promise<void> {
  return new Promise((resolve) => {
    for (const name of events) target.addEventListener(name, () => resolve(), { once: true });
  });
}

/**
 * Resolves when the container's images, videos and CSS background images have loaded or
 * failed. Images marked loading="lazy" and videos with preload="none" are not awaited: they
 * are not meant to load before the visitor scrolls or presses play.
 */
export function waitForMedia(container: HTMLElement): Promise<void> {
  const waits: Promise<void>[] = [];
  for (const img of container.querySelectorAll("img")) {
    if (!img.complete && img.loading !== "lazy") waits.push(settle(img, ["load", "error"]));
  }
  for (const video of container.querySelectorAll("video")) {
    if (video.preload !== "none" && video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) {
      waits.push(settle(video, ["loadeddata", "error"]));
    }
  }
  for (const url of backgroundImageUrls(container)) {
    const image = new Image();
    image.src = url;
    if (!image.complete) waits.push(settle(image, ["load", "error"]));
  }
  return Promise.all(waits).then(() => undefined);
}

function backgroundImageUrls(container: HTMLElement): Set<string> {
  const urls = new Set<string>();
  for (const element of [container, ...container.querySelectorAll<HTMLElement>("*")]) {
    const value = getComputedStyle(element).backgroundImage;
    if (!value || value === "none") continue;
    for (const match of value.matchAll(/url\(["']?([^"')]+)["']?\)/g)) {
      if (match[1]) urls.add(match[1]);
    }
  }
  return urls;
}
