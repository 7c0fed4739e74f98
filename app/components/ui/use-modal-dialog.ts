import { useEffect, useRef } from "react";

/**
 * Shows a native `<dialog>` as a modal (`showModal()`) while `open` is true and closes it when
 * `open` turns false. Call `restoreFocus` from the dialog's close event: focus goes back to the
 * control that had it when the dialog opened.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const restoreFocus = () => {
    opener.current?.focus();
    opener.current = null;
  };
  return { ref, restoreFocus };
}
