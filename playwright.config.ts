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
    // The editing screen's journey builds the site from a changed copy of content/, which writes
    // the repository's generated content modules for a while: it runs once the others are done,
    // so that no server they start reads a closed opening as open or the reverse.
    { name: "editing", testMatch: /editing\.spec\.ts/, dependencies: ["site"] },
    // Publishing from the hosted editing screen runs the real build on a clone of the
    // repository (a minute or two of both cores): it too waits until the parallel suite is done.
    { name: "admin", testMatch: /admin-publish\.spec\.ts/, dependencies: ["site"] },
  ],
  webServer: {
    command: "node server/main.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "test-results/e2e-data",
      RATE_LIMIT_PER_MINUTE: "0",
      // The real proof of work, lighter: the tests wait for it on every submit, on a shared machine.
      PROOF_MAX_NUMBER: "200",
      FORM_MIN_FILL_MS: "1000",
      LOG_LEVEL: "warn",
      BUILD_DIR: `${process.env.BUILD_ROOT ?? "build"}/client`,
    },
  },
});
