/**
 * Toasts without react-hot-toast in the first load: the module is fetched when the first toast
 * is raised (the site shell mounts its Toaster from the same module).
 */
export type NotifyKind = "success" | "error";

export function notify(kind: NotifyKind, message: string): void {
  import("react-hot-toast")
    .then(({ toast }) => {
      toast[kind](message, { id: message });
    })
    .catch(() => {
      // The toast could not be shown (the chunk failed to load): the form state still tells.
    });
}
