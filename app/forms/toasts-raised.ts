/**
 * Whether a toast has been raised on this page visit: the site shell mounts its Toaster (and
 * loads react-hot-toast) only then. Its own module, so that the first load carries only this of
 * the toasts' code (notify.ts raises them).
 */
let raised = false;
const listeners = new Set<() => void>();

export function markToastRaised(): void {
  if (raised) return;
  raised = true;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore. */
export const toastsRaised = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => raised,
  getServer: () => false,
};
