import { type RefObject, useEffect } from "react";

/** What closed an open disclosure: a pointer pressed outside it, or the Escape key. */
export type DismissCause = "outside" | "escape";

/**
 * A pointer pressed anywhere outside `container`, or the Escape key, calls `onDismiss` with its
 * cause (Xpert Xpress's check groups), which looks at the page for what is open: listening all
 * along rather than once something is known to be open, as that knowledge comes a moment late.
 */
export function useDismiss(container: RefObject<HTMLElement | null>, onDismiss: (cause: DismissCause) => void): void {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) onDismiss("outside");
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDismiss("escape");
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [container, onDismiss]);
}
