/**
 * The one way the harness starts the site's server: `node server/main.ts` as a child process, as
 * it is deployed, or with `inProcess` the same app (server/app.ts) in this process, where a test
 * reaches the Fastify instance itself (its clock, its transport, `inject`). Either listens on a
 * loopback port with {@link serverEnv}'s defaults under the caller's environment.
 */
import { type ChildProcess, spawn } from "node:child_process";
import type { FastifyInstance } from "fastify";
import { type BuildOptions, buildApp } from "../../server/app.ts";
import { type Config, loadConfig } from "../../server/config.ts";
// The visit counts' decoration of the app, which the tests read, in the app's type.
import "../../server/insights/plugin.ts";
import { freePort } from "./free-port.ts";
import { serverEnv } from "./server-env.ts";
import { until } from "./until.ts";

export interface ServerOptions {
  /** Over {@link serverEnv}'s defaults. */
  env?: Record<string, string>;
  /** The built site served (BUILD_DIR); default the smallest build. */
  buildDir?: string;
  /** DATA_DIR; default a new temporary folder. */
  dataDir?: string;
  /** The port to listen on; default a free one. */
  port?: number;
  /** Resolve once /healthz answers 200 (default), or with false once it answers at all. */
  ready?: boolean;
}

export interface ChildServerOptions extends ServerOptions {
  inProcess?: false;
}

export interface InProcessServerOptions extends ServerOptions {
  inProcess: true;
  /** What only a server in this process can be given: a mail transport, a clock, a build command. */
  app?: BuildOptions;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to stdout and stderr so far (its log). */
  output(): string;
  /** Resolves once the output contains `text` (it arrives through a pipe, a little after the fact). */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  /** Sends `signal` and resolves with the exit code once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface InProcessServer {
  app: FastifyInstance;
  url: string;
  /** The configuration it runs with. */
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

const spawned = new Set<ChildProcess>();

/** Kills every server process started here and still running (a test's clean-up). */
export function killServers(): void {
  for (const child of spawned) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  spawned.clear();
}

function environment(options: ServerOptions, logLevel: string): NodeJS.ProcessEnv {
  return serverEnv({
    LOG_LEVEL: logLevel,
    ...options.env,
    ...(options.buildDir ? { BUILD_DIR: options.buildDir } : {}),
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
  });
}

async function inProcess(options: InProcessServerOptions): Promise<InProcessServer> {
  const config = loadConfig(environment(options, "silent"));
  const app = await buildApp(config, options.app);
  const url = await app.listen({ port: options.port ?? 0, host: "127.0.0.1" });
  // Ready once the outbox store is (PostgreSQL is migrated in the background).
  if (options.ready ?? true) {
    await until("the outbox store to be ready", async () => (await app.inject("/healthz")).statusCode === 200, 15_000);
  }
  return { app, url, config, dataDir: config.dataDir, close: () => app.close() };
}

async function childProcess(options: ChildServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: new URL("../..", import.meta.url),
    env: { ...process.env, ...environment(options, "warn"), PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  spawned.add(child);
  let log = "";
  const append = (chunk: Buffer) => {
    log += chunk.toString("utf8");
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const ready = options.ready ?? true;
  // An exited server ends the wait at once; one not listening yet is waited for.
  let answered = false;
  const startedOrExited = async () => {
    if (child.exitCode !== null) return true;
    answered = (await fetch(`${url}/healthz`)).ok || !ready;
    return answered;
  };
  // Reading a real build takes the server seconds, and on a two-core machine busy with other
  // test runs over a minute (111 s measured at a load of 30): a start that fails says so at once.
  await until("the server to start", startedOrExited, 180_000).catch(() => {});
  if (!answered) throw new Error(`the server did not start:\n${log}`);
  return {
    child,
    url,
    output: () => log,
    async waitForOutput(text, timeoutMs = 5000) {
      await until(`the server's log to contain ${text}`, () => log.includes(text), timeoutMs).catch(() => {
        throw new Error(`the server's log does not contain ${text}:\n${log}`);
      });
    },
    stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export function startServer(options: InProcessServerOptions): Promise<InProcessServer>;
export function startServer(options?: ChildServerOptions): Promise<ServerProcess>;
export function startServer(
  options: ChildServerOptions | InProcessServerOptions = {},
): Promise<ServerProcess | InProcessServer> {
  return options.inProcess ? inProcess(options) : childProcess(options);
}
