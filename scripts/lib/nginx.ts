/**
 * Debian's nginx with deploy/nginx.conf, for tests: the template filled in (as envsubst would)
 * inside a small main configuration, in a temporary prefix (pid, logs, temporary files), on a
 * free port, in the foreground as one process (`master_process off`, so no `user` to switch
 * to, as root or not), or with a master and a worker for the tests that reload it. Fails with a
 * clear message if nginx or its brotli_static module is missing.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { freePort } from "./free-port.ts";
import { until } from "./until.ts";

const template = join(import.meta.dirname, "..", "..", "deploy", "nginx.conf");

export interface NginxOptions {
  /** The prerendered site (BUILD_ROOT/client). */
  siteRoot: string;
  /** What the build wrote for nginx (BUILD_ROOT/nginx). */
  nginxDir: string;
  /** host:port of the Node server. */
  upstream: string;
  /** host:port of its collector (INSIGHTS_PORT), where the visit reports go; default `upstream`. */
  insightsUpstream?: string;
  /** The site's host names (SERVER_NAME); default `127.0.0.1 localhost`, the names the tests use. */
  serverName?: string;
  /** Write an access log (default true; a benchmark turns it off, as the Node server logs no requests then). */
  accessLog?: boolean;
  /**
   * A master process with a worker, as in production, so that a reload starts new workers and
   * lets the old ones finish (publishing reloads it); the workers run as the user running the
   * tests. Default: one process.
   */
  masterProcess?: boolean;
}

export interface Nginx {
  url: string;
  /** The command that makes this nginx read its configuration and the files it includes again. */
  reloadCommand: string[];
  /** nginx's error log so far. */
  errors(): string;
  stop(): Promise<void>;
}

function nginxBinary(): string {
  const found = [process.env.NGINX, "/usr/sbin/nginx", "/usr/local/sbin/nginx"].find(
    (path) => path && existsSync(path),
  );
  if (!found) {
    throw new Error(
      "nginx is not installed: the deployment test needs it (Debian: apt-get install nginx libnginx-mod-http-brotli-static; or set NGINX)",
    );
  }
  return found;
}

/** Fills `${NAME}` for the given names only, like `envsubst '$A $B'`. */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** One process, or a master with one worker running as the current user (root's workers too). */
function processes(master: boolean): string {
  if (!master) return "master_process off;";
  const user = process.getuid?.() === 0 ? "\nuser root;" : "";
  return `master_process on;\nworker_processes 1;${user}`;
}

export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const binary = nginxBinary();
  // `nginx -V` prints its build options (module and configuration paths) on stderr.
  const built = spawnSync(binary, ["-V"], { encoding: "utf8" });
  const info = `${built.stdout}${built.stderr}`;
  const modules = info.match(/--modules-path=(\S+)/)?.[1] ?? "/usr/lib/nginx/modules";
  const confDir = dirname(info.match(/--conf-path=(\S+)/)?.[1] ?? "/etc/nginx/nginx.conf");
  const brotli = join(modules, "ngx_http_brotli_static_module.so");
  if (!existsSync(brotli)) {
    throw new Error(
      `nginx's brotli_static module is missing (${brotli}): Debian: apt-get install libnginx-mod-http-brotli-static`,
    );
  }
  for (const path of [join(options.nginxDir, "maps.conf"), join(options.siteRoot, "index.html")]) {
    if (!existsSync(path)) throw new Error(`${path} is missing: run "npm run build" first`);
  }

  const prefix = mkdtempSync(join(tmpdir(), "scriptoria-nginx-"));
  mkdirSync(join(prefix, "temp"));
  const port = await freePort();
  const site = fillTemplate(readFileSync(template, "utf8"), {
    NGINX_LISTEN: `127.0.0.1:${port}`,
    SITE_ROOT: options.siteRoot,
    SITE_NGINX_DIR: options.nginxDir,
    NODE_UPSTREAM: options.upstream,
    INSIGHTS_UPSTREAM: options.insightsUpstream ?? options.upstream,
    SERVER_NAME: options.serverName ?? "127.0.0.1 localhost",
  });
  writeFileSync(join(prefix, "site.conf"), site);
  const temp = (name: string) => join(prefix, "temp", name);
  writeFileSync(
    join(prefix, "nginx.conf"),
    `daemon off;
${processes(options.masterProcess === true)}
pid ${join(prefix, "nginx.pid")};
error_log ${join(prefix, "error.log")} warn;
load_module ${brotli};
events { worker_connections 256; }
http {
  include ${join(confDir, "mime.types")};
  default_type application/octet-stream;
  sendfile on;
  access_log ${options.accessLog === false ? "off" : join(prefix, "access.log")};
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  include ${join(prefix, "site.conf")};
}
`,
  );

  const child: ChildProcess = spawn(binary, ["-p", prefix, "-c", join(prefix, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const errors = () =>
    stderr + (existsSync(join(prefix, "error.log")) ? readFileSync(join(prefix, "error.log"), "utf8") : "");
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  // An exited nginx ends the wait at once; one not listening yet is waited for.
  const answersOrExited = async () => {
    if (child.exitCode === null) await fetch(`${url}/robots.txt`);
    return true;
  };
  const answered = await until("nginx to answer", answersOrExited, 10_000).catch(() => false);
  if (child.exitCode !== null || !answered) {
    const log = errors();
    await stop();
    throw new Error(`nginx ${child.exitCode !== null ? "did not start" : "did not answer"}:\n${log}`);
  }
  const reloadCommand = [binary, "-p", prefix, "-c", join(prefix, "nginx.conf"), "-s", "reload"];
  return { url, reloadCommand, errors, stop };
}
