import { useCallback, useRef, useState } from "react";
import { notify } from "./notify.ts";
import { formToasts } from "./send-form.ts";
import { useProof } from "./use-proof.ts";

/**
 * Busy state of a form: while a submission runs, further submits are ignored (a ref, so that
 * two clicks in the same frame cannot both get through). The submission waits for the form's
 * proof of work (use-proof.ts), which `engage` starts as soon as the visitor works in the form.
 */
export function useSubmission() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const { start, take } = useProof();
  const engage = useCallback(() => {
    start().catch(() => {
      // Tried again on submit, which tells the visitor if it fails once more.
    });
  }, [start]);
  const run = useCallback(
    async (task: (proof: string) => Promise<void>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        let proof: string;
        try {
          proof = await take();
        } catch {
          notify("error", formToasts.unchecked);
          return;
        }
        await task(proof);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [take],
  );
  return { busy, isBusy: () => running.current, run, engage };
}
