/**
 * Runs commands (git, chiefly) from a process of its own (launcher-process.ts) instead of the
 * server's. Starting a process forks the one that starts it, and forking the server, with its
 * hundreds of megabytes and threads, holds its event loop up some 40 ms each time on a small
 * machine: four photo saves and their publishes ran git 84 times, and every request the server had
 * to answer waited behind each start. The launcher is small and starts them in a few milliseconds without holding the server
 * up. Started on first use; it lets the server exit while nothing is under way, and is started
 * again if it stops.
 */
import { type ChildProcess, type ExecFileOptions, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { holdWhileBusy } from "./child-hold.ts";

export interface LaunchOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  encoding: "utf8" | "buffer";
  maxBuffer: number;
  /** 0: none. */
  timeout: number;
}

export interface LaunchRequest {
  id: number;
  file: string;
  args: string[];
  options: ExecFileOptions & LaunchOptions;
  input?: string;
}

export type LaunchAnswer =
  | { id: number; stdout: string | Uint8Array; stderr: string | Uint8Array }
  | { id: number; error: string; stderr: string | Uint8Array };

/** A command that failed: its message and what it wrote on standard error, as execFile's error has them. */
export class LaunchError extends Error {
  override name = "LaunchError";
  readonly stderr: string | Buffer;

  constructor(message: string, stderr: string | Buffer) {
    super(message);
    this.stderr = stderr;
  }
}

interface Waiting {
  child: ChildProcess;
  resolve: (output: { stdout: string | Buffer; stderr: string | Buffer }) => void;
  reject: (error: Error) => void;
}

const launcherPath = fileURLToPath(new URL("./launcher-process.ts", import.meta.url));
let launcher: ChildProcess | undefined;
let nextId = 1;
const waiting = new Map<number, Waiting>();

/** Structured clone turns a Buffer into a plain Uint8Array: the bytes as a Buffer again. */
const asBuffer = (bytes: string | Uint8Array) =>
  typeof bytes === "string" ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function start(): ChildProcess {
  const child = fork(launcherPath, [], {
    execArgv: [],
    serialization: "advanced",
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  child.on("message", (answer: LaunchAnswer) => {
    const call = waiting.get(answer.id);
    if (!call) return;
    waiting.delete(answer.id);
    holdWhileBusy(child, waiting.values());
    if ("error" in answer) call.reject(new LaunchError(answer.error, asBuffer(answer.stderr)));
    else call.resolve({ stdout: asBuffer(answer.stdout), stderr: asBuffer(answer.stderr) });
  });
  child.on("exit", () => {
    if (launcher === child) launcher = undefined;
    for (const [id, call] of waiting) {
      if (call.child !== child) continue;
      waiting.delete(id);
      call.reject(new LaunchError("the launcher process stopped", ""));
    }
  });
  child.on("error", () => child.kill("SIGKILL"));
  return child;
}

/**
 * As execFile (no shell; the arguments passed as they are), run by the launcher: resolves with the
 * output, or rejects with a LaunchError carrying the command's standard error.
 */
export function launch(
  file: string,
  args: string[],
  options: LaunchOptions,
  input?: string,
): Promise<{ stdout: string | Buffer; stderr: string | Buffer }> {
  launcher ??= start();
  const child = launcher;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { child, resolve, reject });
    holdWhileBusy(child, waiting.values());
    child.send({ id, file, args, options, input } satisfies LaunchRequest);
  });
}
