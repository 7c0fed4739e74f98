import { markToastRaised } from "./toasts-raised.ts";

/**
 * Toasts without react-hot-toast in the first load: the module is fetched when the first toast
 * is raised, and only then does the site shell mount its Toaster (from the same module, whose
 * store keeps the toast until the Toaster shows it).
 */
export type NotifyKind = "success" | "error";

export function notify(kind: NotifyKind, message: string): void {
  markToastRaised();
  import("react-hot-toast")
    .then(({ toast }) => {
      toast[kind](message, { id: message });
    })
    .catch(() => {
      // The toast could not be shown (the chunk failed to load): the form state still tells.
    });
}
