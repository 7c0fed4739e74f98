/**
 * The operator's view of the outbox.
 *   npm run outbox                 lists pending and failed deliveries
 *   npm run outbox -- retry        sends every pending and failed delivery now
 *   npm run outbox -- retry 12 15  sends those submissions now
 * Reads the same environment as the server (DATA_DIR, SMTP_URL, MAIL_TO, MAIL_FROM). Safe to
 * run while the server runs: a delivery is leased by whoever sends it, never sent twice.
 */
import { ConfigError, loadConfig } from "../server/config.ts";
import { addressDomain } from "../server/mail/compose.ts";
import { createMailTransport } from "../server/mail/transport.ts";
import { openOutboxStore, type Submission } from "../server/outbox/store.ts";
import { createOutboxWorker, type WorkerLog } from "../server/outbox/worker.ts";

const usage = `Usage: npm run outbox [-- retry [id ...]]
  (no argument)   list pending and failed deliveries
  retry           send all pending and failed deliveries now
  retry <id ...>  send only these submissions now`;

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
    `${row.fields.name ?? ""} <${row.fields.email ?? ""}>`,
    row.lastError ?? "",
  ]);
  const header = ["id", "kind", "status", "tries", "accepted (UTC)", "next try (UTC)", "from", "last error"];
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
if (command !== undefined && command !== "retry") {
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

const store = openOutboxStore(config.dataDir, { messageDomain: addressDomain(config.MAIL_FROM, "scriptoria.example") });
const counts = store.counts();
console.log(
  `Outbox ${store.path}: ${counts.pending} pending, ${counts.failed} failed, ${counts.sent} sent (transport: ${config.SMTP_URL ? "smtp" : "file"})`,
);

if (command === "retry") {
  const requeued = await store.requeue(Date.now(), ids.length > 0 ? ids : undefined);
  console.log(`Retrying ${requeued} deliveries now.`);
  const transport = createMailTransport(config);
  const worker = createOutboxWorker({
    store,
    transport,
    mail: { from: config.MAIL_FROM, to: config.MAIL_TO },
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
    log: consoleLog,
  });
  const result = await worker.runOnce();
  transport.close();
  console.log(`Sent ${result.sent}, to retry later ${result.retried}, failed ${result.failed}.`);
}

printTable(store.list(["pending", "failed"]));
const remaining = store.counts();
await store.close();
process.exit(command === "retry" && remaining.failed + remaining.pending > 0 ? 1 : 0);
