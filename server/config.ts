import { execFileSync } from "node:child_process";
import { realpathSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { buildSettings, ConfigError, wholeNumber as integer, readEnv } from "../core/env.ts";
import { commandWords } from "./command-line.ts";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy.ts";

function quotesClosed(line: string): boolean {
  try {
    commandWords(line);
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  PORT: integer("PORT", 0, 65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  BUILD_DIR: z.string().min(1).default("./build/client"),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional(),
  /** Set: the outbox lives in this PostgreSQL database (shared by every instance); unset: SQLite under DATA_DIR. */
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgres:// or postgresql:// URL" })
    .optional(),
  MAIL_TO: z.email("MAIL_TO must be an e-mail address").default("info@scriptoria.example"),
  MAIL_FROM: z.string().min(3).default("Scriptoria website <website@scriptoria.example>"),
  ...buildSettings,
  RATE_LIMIT_PER_MINUTE: integer("RATE_LIMIT_PER_MINUTE", 0, 100_000).default(10),
  OUTBOX_RETRY_BASE_MS: integer("OUTBOX_RETRY_BASE_MS", 1, 3_600_000).default(60_000),
  /** How long a claimed delivery stays with its worker unless renewed: a dead worker's are taken over after it. */
  OUTBOX_LEASE_MS: integer("OUTBOX_LEASE_MS", 1000, 3_600_000).default(60_000),
  /** The proxies whose X-Forwarded-For and -Proto are believed: false, a number of hops, or their addresses (trust-proxy.ts). */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if ("trust" in parsed) return parsed.trust;
      context.addIssue({ code: "custom", message: parsed.problem });
      return z.NEVER;
    }),
  /** Signs the forms' proof-of-work challenges; every instance of one site needs the same (unset: a new one per start). */
  PROOF_HMAC_KEY: z.string().min(32, "PROOF_HMAC_KEY must be at least 32 characters").optional(),
  /** The work a proof asks for: the largest counter a challenge hides (its expected cost grows with it). */
  PROOF_MAX_NUMBER: integer("PROOF_MAX_NUMBER", 2, 10_000_000).default(5000),
  /** PBKDF2 iterations per attempt of a proof. */
  PROOF_COST: integer("PROOF_COST", 1, 1_000_000).default(1000),
  /** How long a challenge can be solved and sent. */
  PROOF_TTL_SECONDS: integer("PROOF_TTL_SECONDS", 1, 86_400).default(1200),
  /** The least time between a challenge (the visitor starts filling the form) and the submission. */
  FORM_MIN_FILL_MS: integer("FORM_MIN_FILL_MS", 0, 600_000).default(3000),
  /** Submissions without a proof (sent with scripts off) per address and hour; 0 lifts the limit. */
  UNVERIFIED_PER_HOUR: integer("UNVERIFIED_PER_HOUR", 0, 100_000).default(3),
  /** Visit and speed reports accepted per address and minute (beyond them, dropped); 0 lifts the limit. */
  INSIGHTS_REPORTS_PER_MINUTE: integer("INSIGHTS_REPORTS_PER_MINUTE", 0, 1_000_000).default(120),
  /** Set: POST /insights/event is also answered by a process of its own on this port, for nginx to send the reports to. */
  INSIGHTS_PORT: integer("INSIGHTS_PORT", 0, 65_535).optional(),
  /** Who gets the visit counts' weekly report by e-mail, every Monday (comma-separated addresses); unset: nobody. */
  INSIGHTS_REPORT_TO: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email("INSIGHTS_REPORT_TO must be e-mail addresses, separated by commas")).max(20)),
  /** Bearer token that opens /metrics to other addresses than loopback; unset: loopback only. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Host names the admin area also answers at, besides SITE_URL's and localhost's (comma-separated). */
  ADMIN_HOSTS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (hosts) => hosts.every((host) => /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(host)),
      "ADMIN_HOSTS must be host names without ports or paths, separated by commas",
    ),
  /** Set: the admin area (/admin) edits and publishes this git working copy; unset: /admin answers 404. */
  EDIT_REPO: z.string().optional(),
  /** How long the admin area may take to check one entry before it stops the check and refuses the save. */
  EDIT_CHECK_TIMEOUT_MS: integer("EDIT_CHECK_TIMEOUT_MS", 100, 60_000).default(3000),
  /** Where published builds go (one folder each, `current` naming the served one); default DATA_DIR/builds. */
  PUBLISH_DIR: z.string().min(1).optional(),
  /** Published builds kept, the served one included (rollback switches to an older one). */
  PUBLISH_KEEP: integer("PUBLISH_KEEP", 2, 100).default(3),
  /** A publish's build is stopped (its whole process tree) after this long; the site stays as it was. */
  PUBLISH_BUILD_TIMEOUT_SECONDS: integer("PUBLISH_BUILD_TIMEOUT_SECONDS", 10, 86_400).default(600),
  /** Run after each switch, e.g. `nginx -s reload`: split into words (quotes keep spaces) and run without a shell. */
  PUBLISH_RELOAD_COMMAND: z
    .string()
    .optional()
    .refine((line) => line === undefined || quotesClosed(line), "PUBLISH_RELOAD_COMMAND has an unclosed quote"),
});

export type Config = z.infer<typeof envSchema> & {
  dataDir: string;
  buildDir: string;
  editRepo?: string;
  /** PUBLISH_DIR, resolved (default DATA_DIR/builds). */
  publishDir: string;
};

/** The top folder of the git working copy EDIT_REPO names, or a ConfigError saying why it is not one. */
function checkEditRepo(path: string): string {
  const wanted = `EDIT_REPO must be the top folder of a git working copy (got ${JSON.stringify(path)})`;
  let folder: string;
  try {
    folder = realpathSync(path);
    if (!statSync(folder).isDirectory()) throw new Error("not a folder");
  } catch {
    throw new ConfigError(`Invalid configuration:\n  ${wanted}: there is no such folder`);
  }
  let top: string;
  try {
    top = execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd: folder, encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    const reason = code === "ENOENT" ? "git is not installed" : String(stderr).trim().split("\n")[0];
    throw new ConfigError(`Invalid configuration:\n  ${wanted}: ${reason}`);
  }
  if (realpathSync(top.trim()) !== folder) {
    throw new ConfigError(`Invalid configuration:\n  ${wanted}: it is inside the working copy ${top.trim()}`);
  }
  return folder;
}

/** Reads and validates the environment once; a bad value throws a ConfigError naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const data = readEnv(envSchema, env);
  return {
    ...data,
    dataDir: resolve(data.DATA_DIR),
    buildDir: resolve(data.BUILD_DIR),
    publishDir: resolve(data.PUBLISH_DIR ?? join(data.DATA_DIR, "builds")),
    ...(data.EDIT_REPO === undefined ? {} : { editRepo: checkEditRepo(resolve(data.EDIT_REPO)) }),
  };
}
