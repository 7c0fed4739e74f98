import { defineConfig } from "@playwright/test";
import { launchOptions } from "./scripts/lib/browser.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

/** End-to-end tests: a real Chromium against the production server serving the real build. */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.E2E_OUTPUT ?? "test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  // A failed test runs once more, recording a trace for the report; passing then still fails the
  // run (a flaky test is a failure). Recording every test's trace would cost a quarter of the time.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: launchOptions(),
    trace: "on-first-retry",
  },
  projects: [
    { name: "site", testIgnore: /editing\.spec\.ts|admin-publish\.spec\.ts/ },
    // The editing journey and publishing from the hosted editing screen each run the real build
    // in a copy of their own (a minute or two of both cores): they wait until the parallel suite
    // is done only so that its tests are not starved of processor time. Neither writes into the
    // repository, so nothing else orders them.
    { name: "builds", testMatch: /editing\.spec\.ts|admin-publish\.spec\.ts/, dependencies: ["site"] },
  ],
  webServer: {
    command: "node server/main.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // Reading the real build takes the server over a minute on a two-core machine busy with
    // other test runs (scripts/lib/server.ts waits as long).
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "test-results/e2e-data",
      RATE_LIMIT_PER_MINUTE: "0",
      // Every test's browser reports from 127.0.0.1: the flood limit per address (tested in
      // tests/server/insights-endpoint.test.ts) would drop the reports the tests count.
      INSIGHTS_REPORTS_PER_MINUTE: "0",
      // The real proof of work, lighter: the tests wait for it on every submit, on a shared machine.
      PROOF_MAX_NUMBER: "200",
      FORM_MIN_FILL_MS: "1000",
      LOG_LEVEL: "warn",
      BUILD_DIR: `${process.env.BUILD_ROOT ?? "build"}/client`,
    },
  },
});
