// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  LoadingOverlay,
  OVERLAY_EXTRA_DELAY_MS,
  OVERLAY_MAX_MS,
} from "../../app/components/layout/loading-overlay.tsx";
import { ServiceProvider, useService } from "../../app/lib/service-context.tsx";

let go: (path: string) => void = () => {};
let pickService: (service: string) => void = () => {};

function Controls() {
  const navigate = useNavigate();
  const { setService } = useService();
  useEffect(() => {
    go = (path) => void navigate(path);
    pickService = setService;
  }, [navigate, setService]);
  return null;
}

/** A page whose image loads only when the test says so (or never). */
function Page({ withImage }: { withImage: boolean }) {
  return <main id="main">{withImage && <img alt="Chart" src="/slow.png" data-testid="slow" />}</main>;
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <ServiceProvider>
            <Controls />
            <LoadingOverlay containerId="main" onActiveChange={() => {}} />
            <PageSwitch />
          </ServiceProvider>
        ),
        children: [{ path: "*", element: null }],
      },
    ],
    { initialEntries: ["/start"] },
  );
  render(<RouterProvider router={router} />);
}

/** Pages after the first carry an image when the test asks for one. */
let currentWithImage = false;
function PageSwitch() {
  const { pathname } = useLocation();
  return <Page key={pathname} withImage={currentWithImage} />;
}

const overlay = () => screen.queryByTestId("loading-overlay");

describe("loading overlay", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    currentWithImage = false;
    // happy-dom fetches no images: report them as still loading until the test fires "load".
    Object.defineProperty(HTMLImageElement.prototype, "complete", { configurable: true, get: () => false });
  });
  afterEach(() => vi.useRealTimers());

  it("is not shown on the first load", () => {
    setup();
    expect(overlay()).toBeNull();
  });

  it("shows on a route change and hides 300 ms after the page's media are loaded", async () => {
    setup();
    currentWithImage = true;
    await act(async () => go("/next"));
    expect(overlay()).not.toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Loading page");
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(overlay()).not.toBeNull();
    await act(async () => screen.getByTestId("slow").dispatchEvent(new Event("load")));
    await act(() => vi.advanceTimersByTimeAsync(OVERLAY_EXTRA_DELAY_MS - 10));
    expect(overlay()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(overlay()).toBeNull();
  });

  it("never stays longer than 5 s when an asset stalls", async () => {
    setup();
    currentWithImage = true;
    await act(async () => go("/stalled"));
    await act(() => vi.advanceTimersByTimeAsync(OVERLAY_MAX_MS - 10));
    expect(overlay()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(overlay()).toBeNull();
    expect(OVERLAY_MAX_MS).toBe(5_000);
  });

  it("runs again when the shared service value changes", async () => {
    setup();
    await act(async () => pickService("peerreview"));
    expect(overlay()).not.toBeNull();
    // The page's settling time, then the extra delay.
    await act(() => vi.advanceTimersByTimeAsync(OVERLAY_EXTRA_DELAY_MS + 60));
    expect(overlay()).toBeNull();
  });
});
