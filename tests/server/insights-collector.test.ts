/**
 * The collector process of INSIGHTS_PORT (server/insights/collector.ts) as the server runs it:
 * it follows the build the server switches to, it is started again when it dies, and what it
 * holds when the server stops is written. (What it accepts and refuses: insights-endpoint.test.ts.)
 */
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { insightsEndpoint } from "../../core/protocols/insights-protocol.ts";
import { type InProcessServer, startServer } from "../../scripts/lib/server.ts";
import { fixtureBuild } from "../../scripts/lib/server-env.ts";
import { until } from "../../scripts/lib/until.ts";
import { openInsightsStore } from "../../server/insights/open.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";

const cleanup = cleanupAfterEach();
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ever = ["2000-01-01", "2100-01-01"] as const;
const quiet = { info() {}, warn() {}, error() {} };

async function start(): Promise<InProcessServer & { reports: string }> {
  const running = await startServer({
    inProcess: true,
    env: { BUILD_DIR: fixtureBuild(["", "company/News"]), INSIGHTS_PORT: "0" },
  });
  cleanup(running.close);
  return { ...running, reports: `http://127.0.0.1:${running.app.insights.collectorPort()}` };
}

/** A page view of `path` sent to the collector; its status, or 0 while nothing answers. */
async function sendView(running: { reports: string }, path: string): Promise<number> {
  const response = await fetch(`${running.reports}${insightsEndpoint}`, {
    method: "POST",
    body: JSON.stringify({ events: [{ type: "view", path, device: "desktop" }] }),
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": browser, origin: running.reports },
  }).catch(() => undefined);
  return response?.status ?? 0;
}

async function pagesKept(running: InProcessServer) {
  await running.app.insights.settle();
  return running.app.insights.store.totals("page", ...ever);
}

/** The collector's process id: the child of this process that runs collector.ts. */
function collectorPid(): number {
  for (const task of readdirSync(`/proc/${process.pid}/task`)) {
    const children = readFileSync(`/proc/${process.pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean);
    for (const child of children) {
      const command = readFileSync(`/proc/${child}/cmdline`, "utf8");
      if (command.includes("insights/collector.ts")) return Number(child);
    }
  }
  throw new Error("no collector process");
}

test("after a publish switches the build, a view names the pages of the new one", async () => {
  const running = await start();
  expect(await sendView(running, "/company/news/")).toBe(204);
  expect(await pagesKept(running)).toEqual([{ value: "/company/News", views: 1, visitors: 1 }]);
  // The new build has no News page, and an About page.
  running.app.insights.reload(fixtureBuild(["", "company/Aboutus"]));
  // settle() asks the collector after the switch: by its answer, it has the new build.
  await running.app.insights.settle();
  expect(await sendView(running, "/company/News")).toBe(204);
  expect(await sendView(running, "/company/aboutus")).toBe(204);
  expect(await pagesKept(running)).toEqual([
    { value: "/company/Aboutus", views: 1, visitors: 1 },
    { value: "/company/News", views: 1, visitors: 1 },
    { value: "other", views: 1, visitors: 1 },
  ]);
});

test("a collector that dies is started again, and what it holds when the server stops is kept", async () => {
  const running = await start();
  const first = collectorPid();
  process.kill(first, "SIGKILL");
  // Refused while it is down, then answered again by a new process on the same port.
  await until("the collector is started again", async () => (await sendView(running, "/company/News")) === 204);
  expect(collectorPid()).not.toBe(first);
  // Sent, then the server stops at once: the collector writes its buffer before it exits.
  expect(await sendView(running, "/")).toBe(204);
  await running.close();
  const store = openInsightsStore({ dataDir: running.dataDir }, quiet);
  cleanup(() => store.close());
  await store.ready();
  const today = new Date().toISOString().slice(0, 10);
  await store.rollUp(today);
  expect(await store.totals("page", ...ever)).toEqual([
    { value: "/", views: 1, visitors: 1 },
    { value: "/company/News", views: 1, visitors: 1 },
  ]);
});
