/**
 * The operator's view of the outbox.
 *   npm run outbox                 lists pending and failed deliveries
 *   npm run outbox -- retry        sends every pending and failed delivery now
 *   npm run outbox -- retry 12 15  sends those submissions now
 *   npm run outbox -- purge        deletes delivered submissions older than RETENTION_DAYS
 * Reads the same environment as the server (DATA_DIR or DATABASE_URL, SMTP_URL, MAIL_TO,
 * MAIL_FROM, RETENTION_DAYS). Safe to run while the server runs: a delivery is leased by
 * whoever sends it, never sent twice.
 */
import { ConfigError } from "../core/env.ts";
import { loadConfig } from "../server/config.ts";
import { addressDomain } from "../server/mail/compose.ts";
import { createMailTransport } from "../server/mail/transport.ts";
import { openOutboxStore } from "../server/outbox/open.ts";
import { retentionCutoff } from "../server/outbox/retention.ts";
import type { Submission } from "../server/outbox/store.ts";
import { createOutboxWorker, type WorkerLog } from "../server/outbox/worker.ts";

const usage = `Usage: npm run outbox [-- retry [id ...] | purge]
  (no argument)   list pending and failed deliveries
  retry           send all pending and failed deliveries now
  retry <id ...>  send only these submissions now
  purge           delete delivered submissions older than RETENTION_DAYS (never undelivered ones)`;

const time = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 19);

function printTable(rows: Submission[]): void {
  if (rows.length === 0) {
    console.log("Nothing pending or failed.");
    return;
  }
  const lines = rows.map((row) => [
    String(row.id),
    row.kind,
    row.status,
    String(row.attempts),
    time(row.createdAt),
    row.status === "pending" ? time(row.nextAttemptAt) : "-",
    row.kind === "report" ? `to ${row.fields.to ?? ""}` : `${row.fields.name ?? ""} <${row.fields.email ?? ""}>`,
    row.lastError ?? "",
  ]);
  const header = [
    "id",
    "kind",
    "status",
    "tries",
    "accepted (UTC)",
    "next try (UTC)",
    "from (a report: to)",
    "last error",
  ];
  const widths = header.map((title, column) =>
    Math.min(48, Math.max(title.length, ...lines.map((line) => (line[column] ?? "").length))),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => cell.slice(0, widths[column]).padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

const consoleLog: WorkerLog = {
  info: (object, message) => console.log(message, JSON.stringify(object)),
  warn: (object, message) => console.warn(message, JSON.stringify(object)),
  error: (object, message) => console.error(message, JSON.stringify(object)),
};

const [command, ...rest] = process.argv.slice(2);
if (command !== undefined && command !== "retry" && command !== "purge") {
  console.error(usage);
  process.exit(2);
}
if (command === "purge" && rest.length > 0) {
  console.error(usage);
  process.exit(2);
}
const ids = rest.map(Number);
if (ids.some((id) => !Number.isInteger(id) || id <= 0)) {
  console.error(`Submission ids are whole numbers.\n${usage}`);
  process.exit(2);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const store = openOutboxStore(config, {
  messageDomain: addressDomain(config.MAIL_FROM, "scriptoria.example"),
  log: consoleLog,
  retry: false,
});
try {
  await store.ready();
} catch (error) {
  console.error(`The outbox at ${store.location} cannot be opened: ${error instanceof Error ? error.message : error}`);
  await store.close();
  process.exit(1);
}
const counts = await store.counts();
console.log(
  `Outbox ${store.location}: ${counts.pending} pending, ${counts.failed} failed, ${counts.sent} sent (transport: ${config.SMTP_URL ? "smtp" : "file"})`,
);

if (command === "purge") {
  const deleted = await store.purge(retentionCutoff(config.RETENTION_DAYS));
  console.log(
    `Deleted ${deleted} delivered submissions older than ${config.RETENTION_DAYS} days; undelivered ones are kept.`,
  );
}

if (command === "retry") {
  const requeued = await store.requeue(Date.now(), ids.length > 0 ? ids : undefined);
  console.log(`Retrying ${requeued} deliveries now.`);
  const transport = createMailTransport(config);
  const worker = createOutboxWorker({
    store,
    transport,
    mail: { from: config.MAIL_FROM, to: config.MAIL_TO },
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
    leaseMs: config.OUTBOX_LEASE_MS,
    log: consoleLog,
  });
  const result = await worker.runOnce();
  transport.close();
  console.log(`Sent ${result.sent}, to retry later ${result.retried}, failed ${result.failed}.`);
}

printTable(await store.list(["pending", "failed"]));
const remaining = await store.counts();
await store.close();
process.exit(command === "retry" && remaining.failed + remaining.pending > 0 ? 1 : 0);
