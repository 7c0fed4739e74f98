import { useCallback, useRef } from "react";
import { challengeEndpoint, type IssuedChallenge } from "../../core/protocols/proof-protocol.ts";

/**
 * The proof of work a form sends with its fields (ALTCHA, self-hosted). Solving starts when the
 * visitor first focuses or types in the form: a challenge from our server, solved by web workers
 * from our own origin (their code and the solver arrive only then, never in the first load).
 * A submit waits for the proof (the form shows its busy state meanwhile), and for the least fill
 * time the server asks for. Each proof serves one submission: the next is solved afresh.
 */
interface Solved {
  payload: string;
  /** When, on this browser's clock, the server's least fill time is over. */
  readyAt: number;
  /** When, on this browser's clock, the challenge expires (with a minute to spare). */
  staleAt: number;
}

const spareMs = 60_000;

async function solve(): Promise<Solved> {
  const response = await fetch(challengeEndpoint, { headers: { accept: "application/json" }, cache: "no-store" });
  if (!response.ok) throw new Error(`the challenge could not be fetched (${response.status})`);
  const received = Date.now();
  const { minFillMs, ...challenge } = (await response.json()) as IssuedChallenge;
  const [{ solveChallengeWorkers }, { default: Pbkdf2Worker }] = await Promise.all([
    import("altcha-lib"),
    import("altcha/workers/pbkdf2?worker"),
  ]);
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(4, navigator.hardwareConcurrency || 2),
    createWorker: () => new Pbkdf2Worker(),
  });
  if (!solution) throw new Error("the challenge could not be solved in time");
  // Both times come from the server's clock: their difference holds on this one.
  const { expiresAt = 0, data } = challenge.parameters;
  const lifetimeMs = expiresAt * 1000 - Number(data?.issuedAt ?? 0);
  return {
    payload: btoa(JSON.stringify({ challenge, solution })),
    readyAt: received + minFillMs,
    staleAt: received + lifetimeMs - spareMs,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useProof() {
  const pending = useRef<Promise<Solved> | undefined>(undefined);

  /** Starts solving, unless a proof is on its way or ready. */
  const start = useCallback(() => {
    if (pending.current) return pending.current;
    const solving = solve();
    pending.current = solving;
    // A failed attempt is forgotten: the next interaction or submit tries again.
    solving.catch(() => {
      if (pending.current === solving) pending.current = undefined;
    });
    return solving;
  }, []);

  /** The proof for a submission, once it is solved and the least fill time is over; spent by the call. */
  const take = useCallback(async (): Promise<string> => {
    let solved = await start();
    if (Date.now() > solved.staleAt) {
      pending.current = undefined;
      solved = await start();
    }
    pending.current = undefined;
    const wait = solved.readyAt - Date.now();
    if (wait > 0) await sleep(wait);
    return solved.payload;
  }, [start]);

  return { start, take };
}
