// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HASH_SCROLL_TIMEOUT_MS, scrollToHash } from "../../app/components/layout/scroll-manager.tsx";

describe("scrolling to an anchor", () => {
  let scrolled: string[];
  beforeEach(() => {
    vi.useFakeTimers();
    scrolled = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("scrolls at once when the target exists", () => {
    document.body.innerHTML = `<section id="pricing"></section>`;
    scrollToHash("#pricing");
    expect(scrolled).toEqual(["pricing"]);
  });

  it("waits for a target that appears later", async () => {
    scrollToHash("#late");
    await vi.advanceTimersByTimeAsync(3_000);
    const target = document.createElement("div");
    target.id = "late";
    document.body.append(target);
    await vi.advanceTimersByTimeAsync(0);
    expect(scrolled).toEqual(["late"]);
  });

  it("gives up after 10 seconds", async () => {
    expect(HASH_SCROLL_TIMEOUT_MS).toBe(10_000);
    scrollToHash("#never");
    await vi.advanceTimersByTimeAsync(HASH_SCROLL_TIMEOUT_MS + 1);
    const target = document.createElement("div");
    target.id = "never";
    document.body.append(target);
    await vi.advanceTimersByTimeAsync(0);
    expect(scrolled).toEqual([]);
  });
});
