import { useCallback, useRef, useState } from "react";

/**
 * Busy state of a form: while a submission runs, further submits are ignored (a ref, so that
 * two clicks in the same frame cannot both get through).
 */
export function useSubmission() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, isBusy: () => running.current, run };
}
