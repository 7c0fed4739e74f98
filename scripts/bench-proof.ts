/**
 * What the forms' proof of work costs, with the server's settings (PROOF_MAX_NUMBER,
 * PROOF_COST from the environment, else their defaults):
 * - the server: the time to issue a challenge and to verify a solved one (in-process, over
 *   `--verifications` runs; the verification is two HMACs, whatever the difficulty);
 * - the visitor: the time from the first keystroke in the contact form to the POST that carries
 *   the proof, in headless Chromium against the built site, as a desktop (no throttling) and as
 *   a phone (CDP Emulation.setCPUThrottlingRate 4), `--runs` fresh pages each, median printed.
 *   npm run bench:proof [-- --runs 7 --verifications 2000]
 * Starts `node server/main.ts` (BUILD_ROOT's build, its own data directory, no least fill time)
 * on a free loopback port.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { loadConfig } from "../server/config.ts";
import { createProofs, temporaryProofKey } from "../server/forms/proof.ts";
import { launchOptions } from "./lib/browser.ts";
import { freePort } from "./lib/free-port.ts";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "7" },
    verifications: { type: "string", default: "2000" },
  },
});
const config = loadConfig();
const settings = `PROOF_MAX_NUMBER ${config.PROOF_MAX_NUMBER}, PROOF_COST ${config.PROOF_COST}`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

// The server: issue and verify, in this process.
{
  const proofs = createProofs({
    key: temporaryProofKey(),
    maxNumber: config.PROOF_MAX_NUMBER,
    cost: config.PROOF_COST,
    ttlMs: 60_000,
    minFillMs: 0,
    // Measured without the database: the same proof is verified again and again.
    spend: async () => true,
  });
  const count = Number(args.verifications);
  let started = performance.now();
  for (let index = 0; index < 200; index++) await proofs.issue();
  const issueMs = (performance.now() - started) / 200;
  const { minFillMs: _, ...challenge } = await proofs.issue();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge could not be solved");
  const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  for (let index = 0; index < 100; index++) await proofs.verify(payload);
  started = performance.now();
  for (let index = 0; index < count; index++) {
    const result = await proofs.verify(payload);
    if (!result.ok) throw new Error(`verification failed: ${result.reason}`);
  }
  const verifyUs = ((performance.now() - started) / count) * 1000;
  console.log(
    `server (${settings}): issue ${issueMs.toFixed(2)} ms per challenge, verify ${verifyUs.toFixed(0)} µs per proof (${count} runs)`,
  );
}

// The visitor: Chromium against the built site.
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "scriptoria-bench-proof-"));
const server = spawn(process.execPath, ["server/main.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BUILD_DIR: join(resolve(process.env.BUILD_ROOT ?? "build"), "client"),
    FORM_MIN_FILL_MS: "0",
    RATE_LIMIT_PER_MINUTE: "0",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let waited = 0; ; waited += 100) {
    if (waited > 20_000) throw new Error("the server did not start");
    if (
      await fetch(`${base}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((done) => setTimeout(done, 100));
  }
  const browser = await chromium.launch(launchOptions());
  try {
    for (const [profile, rate] of [
      ["desktop", 1],
      ["phone (CPU 4x slower)", 4],
    ] as const) {
      const times: number[] = [];
      for (let run = 0; run < Number(args.runs); run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate });
        await page.route("**/contact_api/contact.php", (route) =>
          route.fulfill({ status: 200, contentType: "application/json", body: '{"data":{"reference":"bench"}}' }),
        );
        await page.goto(`${base}/company/contactus`);
        await page.locator("form[data-ready]").waitFor();
        const posted = page.waitForRequest((request) => request.method() === "POST");
        const started = Date.now();
        await page.getByLabel("Name", { exact: true }).fill("Bench Visitor");
        await page.getByLabel("Email", { exact: true }).fill("bench@example.org");
        await page.getByLabel("Phone number", { exact: true }).fill("9840012345");
        await page.getByLabel("Message", { exact: true }).fill("Timing the anti-spam check.");
        await page.getByRole("button", { name: "Send message" }).click();
        await posted;
        times.push(Date.now() - started);
        await context.close();
      }
      console.log(
        `browser, ${profile}: first keystroke to the proof's POST, median ${(median(times) / 1000).toFixed(2)} s (runs ${times.map((time) => (time / 1000).toFixed(2)).join(" ")} s)`,
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
