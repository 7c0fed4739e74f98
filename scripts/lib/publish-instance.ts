/** A publishing server instance (publish-instance-server.ts) as a child process: for the multi-instance test and `npm run bench:publish`. */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import type { PublishStatus } from "../../server/admin/contracts.ts";
import { freePort } from "./free-port.ts";
import { until } from "./until.ts";

export interface Instance {
  url: string;
  child: ChildProcess;
  output(): string;
  status(): Promise<PublishStatus>;
  /** Asks for a publish of `commit`, as the editing API does after a save. */
  request(commit: string, paths?: string[]): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** An instance on a free port, once it answers. */
export async function spawnInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(import.meta.dirname, "publish-instance-server.ts")], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const append = (chunk: Buffer) => {
    log += chunk.toString("utf8");
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    url,
    child,
    output: () => log,
    status: async () => (await (await fetch(`${url}/publish`)).json()) as PublishStatus,
    async request(commit, paths = []) {
      const response = await fetch(`${url}/publish`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ commit, paths }),
      });
      if (!response.ok) throw new Error(`POST /publish: ${response.status}`);
    },
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  await until(`the instance to answer:\n${log}`, async () => (await fetch(`${url}/publish`)).ok, 30_000);
  return instance;
}
