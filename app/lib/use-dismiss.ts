import { type RefObject, useEffect } from "react";

/** What closed an open disclosure: a pointer pressed outside it, or the Escape key. */
export type DismissCause = "outside" | "escape";

/**
 * While `active`, a pointer pressed anywhere outside `container`, or the Escape key, calls
 * `onDismiss` with its cause (the desktop menu's panels, Xpert Xpress's check groups).
 */
export function useDismiss(
  active: boolean,
  container: RefObject<HTMLElement | null>,
  onDismiss: (cause: DismissCause) => void,
): void {
  useEffect(() => {
    if (!active) return;
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
  }, [active, container, onDismiss]);
}
