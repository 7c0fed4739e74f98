/**
 * Toasts without react-hot-toast in the first load: the module is fetched when the first toast
 * is raised, and only then does the site shell mount its Toaster (from the same module, whose
 * store keeps the toast until the Toaster shows it).
 */
export type NotifyKind = "success" | "error";

let raised = false;
const listeners = new Set<() => void>();

export function notify(kind: NotifyKind, message: string): void {
  if (!raised) {
    raised = true;
    for (const listener of listeners) listener();
  }
  import("react-hot-toast")
    .then(({ toast }) => {
      toast[kind](message, { id: message });
    })
    .catch(() => {
      // The toast could not be shown (the chunk failed to load): the form state still tells.
    });
}

/** For useSyncExternalStore: whether a toast has been raised on this page visit. */
export const toastsRaised = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => raised,
  getServer: () => false,
};
