import { clsx } from "clsx";
import { X } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import { useModalDialog } from "./use-modal-dialog.ts";

interface DialogProps extends Omit<ComponentProps<"dialog">, "open" | "title" | "onClose"> {
  /** Shown as a modal while true. */
  open: boolean;
  /** The dialog's heading, which also names it. */
  title: ReactNode;
  /** Called when the visitor closes the dialog (Close button, Escape or, if allowed, the backdrop). */
  onClose: () => void;
  /** The close button's text. */
  closeLabel?: string;
  /** Close on a click outside the dialog's box. */
  closeOnBackdrop?: boolean;
  /** Widest the box gets. */
  size?: "md" | "lg";
  children: ReactNode;
}

const widths = { md: "max-w-2xl", lg: "max-w-5xl" } as const;

/**
 * A modal dialog on the native `<dialog>` element, opened with `showModal()`: the browser moves
 * focus into it, keeps it there, makes the page behind inert and closes it on Escape. When it
 * closes, focus returns to the control that opened it. The page behind does not scroll while it
 * is open (app.css).
 */
export function Dialog({
  open,
  title,
  onClose,
  closeLabel = "Close",
  closeOnBackdrop = true,
  size = "md",
  className,
  children,
  ...props
}: DialogProps) {
  const { ref, restoreFocus } = useModalDialog(open);
  const titleId = useId();

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape and the Close button do the same from the keyboard.
    <dialog
      {...props}
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => {
        restoreFocus();
        if (open) onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself, not on its content, landed on the backdrop.
        if (closeOnBackdrop && event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={clsx(
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-hidden rounded-2xl bg-white p-0 text-ink shadow-panel backdrop:bg-brand-950/60 open:flex open:flex-col",
        widths[size],
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4 md:px-8">
        <h2 id={titleId} className="pt-1.5 font-display text-2xl font-semibold text-brand">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-brand/25 px-4 py-2 text-sm font-semibold text-brand transition-colors hover:border-brand hover:bg-brand-50"
        >
          <X aria-hidden="true" className="size-4" />
          {closeLabel}
        </button>
      </div>
      <div className="overflow-y-auto overscroll-contain px-6 py-6 md:px-8">{children}</div>
    </dialog>
  );
}
