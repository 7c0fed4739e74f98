import { clsx } from "clsx";
import type { ComponentProps, ReactNode } from "react";
import { SpriteIcon } from "./sprite-icon.tsx";

interface DialogProps extends Omit<ComponentProps<"dialog">, "id" | "title"> {
  /** The dialog's id: the button that opens it names it in `commandfor`. */
  id: string;
  /** The dialog's heading, which also names it. */
  title: ReactNode;
  /** The close button's text. */
  closeLabel?: string;
  /** Widest the box gets. */
  size?: "md" | "lg";
  children: ReactNode;
}

const widths = { md: "max-w-2xl", lg: "max-w-5xl" } as const;

/** Props of the button that opens the dialog `id` as a modal, from the page's HTML. */
export const opensDialog = (id: string) => ({
  commandfor: id,
  command: "show-modal" as const,
  "aria-haspopup": "dialog" as const,
});

/**
 * A modal dialog on the native `<dialog>`, in the page's HTML and closed until a button made with
 * {@link opensDialog} opens it: the browser moves focus into it, keeps it there, makes the page
 * behind inert, closes it on Escape, on its Close button and on a click outside its box
 * (`closedby="any"`), and puts focus back on the button that opened it. Browsers without invoker
 * commands get the same from a small script (app/lib/dialog-fallback.ts). The page
 * behind does not scroll while it is open (app.css).
 */
export function Dialog({ id, title, closeLabel = "Close", size = "md", className, children, ...props }: DialogProps) {
  const titleId = `${id}-title`;
  return (
    <dialog
      {...props}
      id={id}
      closedby="any"
      aria-labelledby={titleId}
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
        <DialogCloseButton
          dialogId={id}
          label={closeLabel}
          className="border-brand/25 text-brand hover:border-brand hover:bg-brand-50"
        />
      </div>
      <div className="overflow-y-auto overscroll-contain px-6 py-6 md:px-8">{children}</div>
    </dialog>
  );
}

/** The Close button of the dialog `dialogId`, from the HTML (`command="close"`); `className` adds its colours. */
export function DialogCloseButton({
  dialogId,
  label,
  className,
}: {
  dialogId: string;
  label: string;
  className: string;
}) {
  return (
    <button
      type="button"
      commandfor={dialogId}
      command="close"
      className={clsx(
        "inline-flex shrink-0 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold",
        className,
      )}
    >
      <SpriteIcon name="x" className="size-4" />
      {label}
    </button>
  );
}
