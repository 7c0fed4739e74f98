/**
 * Runs the site's build (`npm run build`) for a publish: in the build worktree, into a new
 * BUILD_ROOT, as a lower-priority process (`nice`) in a process group of its own (so that it can
 * be stopped with everything it started), with only the environment a build needs (no database
 * URL, SMTP password or other secret of the server's). Its output is kept (the end of it) for the
 * log and for the reason of a failure. A build has a time limit: when it is reached, or when the
 * server stops, every process of the build is stopped (processes.ts), and the result comes only
 * once none is left.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { stopBuildProcesses } from "./processes.ts";
import { buildPidFile } from "./releases.ts";

export interface BuildOptions {
  /** The checkout to build (its package.json's build script). */
  cwd: string;
  /** The new folder to build into (BUILD_ROOT). */
  buildRoot: string;
  /** The client folder being served, whose compressed copies unchanged files take (PRECOMPRESS_REUSE). */
  reuse?: string;
  /** The command, `npm run build` unless a test says otherwise. */
  command?: string[];
  /** Added to the build's priority (`nice -n`); 0 runs it as the server runs. */
  niceness?: number;
  /** Variables of the server's environment that the build reads (e.g. SITE_URL, RETENTION_DAYS). */
  env?: NodeJS.ProcessEnv;
  /** The time limit (PUBLISH_BUILD_TIMEOUT_SECONDS, in ms); 0 or unset: none. */
  timeoutMs?: number;
  /** How long the build's processes have to end after SIGTERM before SIGKILL. */
  graceMs?: number;
  /** Told each piece of the build's output as it comes (for the step the status names). */
  onOutput?: (chunk: string) => void;
}

export interface BuildResult {
  ok: boolean;
  /** The end of what the build wrote (stdout and stderr interleaved). */
  output: string;
  /** Why it failed, when it did not exit by itself with a failure: e.g. "the build process was stopped (SIGKILL)". */
  stopped?: string;
}

export interface RunningBuild {
  result: Promise<BuildResult>;
  /** Stops the build and everything it started; resolves once none of its processes is left. */
  stop(): Promise<void>;
}

const keptOutput = 64 * 1024;
const defaultGraceMs = 5000;
/** What a build inherits from the server's environment: the system's basics, nothing of the server's own. */
const inherited = ["PATH", "HOME", "TMPDIR", "LANG", "LC_ALL", "TZ", "USER", "npm_config_cache"];

function buildEnv(options: BuildOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of inherited) if (process.env[name] !== undefined) env[name] = process.env[name];
  // npm and the build's own scripts run with the server's Node.
  env.PATH = [dirname(process.execPath), env.PATH ?? ""].join(delimiter);
  return {
    ...env,
    ...options.env,
    NODE_ENV: "production",
    BUILD_ROOT: options.buildRoot,
    ...(options.reuse ? { PRECOMPRESS_REUSE: options.reuse } : {}),
  };
}

export function runBuild(options: BuildOptions): RunningBuild {
  const command = options.command ?? ["npm", "run", "build"];
  const niceness = options.niceness ?? 10;
  const [file, ...args] = niceness > 0 ? ["nice", "-n", String(niceness), ...command] : command;
  const env = buildEnv(options);
  const child = spawn(file ?? "npm", args, {
    cwd: options.cwd,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const pgid = child.pid;
  if (pgid) writeFileSync(join(options.buildRoot, buildPidFile), String(pgid));
  const marker = `BUILD_ROOT=${env.BUILD_ROOT}`;
  let output = "";
  const keep = (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    output = (output + text).slice(-keptOutput);
    options.onOutput?.(text);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let stopped: string | undefined;
  let stopping: Promise<void> | undefined;
  const stopAll = (reason: string) => {
    stopped ??= reason;
    stopping ??= pgid
      ? stopBuildProcesses(pgid, marker, options.graceMs ?? defaultGraceMs).then((left) => {
          if (left.length > 0) stopped = `${stopped}; processes ${left.join(", ")} could not be stopped`;
        })
      : Promise.resolve();
    return stopping;
  };
  const timeoutMs = options.timeoutMs ?? 0;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => void stopAll(`the build took longer than ${timeoutMs / 1000} s and was stopped`), timeoutMs)
      : undefined;
  // A process the build left behind holds its output open: the build is over when its first process is.
  child.once("exit", () => {
    clearTimeout(timer);
    if (pgid && !stopping) stopping = stopBuildProcesses(pgid, marker, 0).then(() => undefined);
  });
  const result = new Promise<BuildResult>((resolve) => {
    child.once("error", (error) => {
      clearTimeout(timer);
      resolve({ ok: false, output, stopped: `the build could not start: ${error.message}` });
    });
    child.once("close", async (code, signal) => {
      clearTimeout(timer);
      await stopping;
      if (stopped) resolve({ ok: false, output, stopped });
      else if (signal) resolve({ ok: false, output, stopped: `the build process was stopped (${signal})` });
      else resolve({ ok: code === 0, output });
    });
  });
  return {
    result,
    async stop() {
      await stopAll("the build was stopped because the server is stopping");
      await result;
    },
  };
}
