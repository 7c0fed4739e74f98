import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest (seconds on a busy two-core machine), started first in this order
 * so that the short ones fill in beside them rather than one of these running on alone at the end.
 */
const longest = [
  "tests/server/admin-publish.test.ts", // 130: the real build, and a pages-only one beside a full one
  "tests/server/admin-publish-restore.test.ts", // 100: some 160 stand-in builds
  "tests/server/admin-browser.test.ts", // 60: Decap in Chromium, nine times
  "tests/server/outbox.test.ts", // 45
  "tests/server/admin-lockout.test.ts", // 35
  "tests/server/admin-editors-cli.test.ts", // 30
  "tests/server/scale-out.test.ts", // 25
  "tests/server/forms-proof.test.ts", // 25
  "tests/unit/content-collections.test.ts", // 20
];

/**
 * The files that time the server's answers while it is under attack (sign-ins during photo bombs,
 * the home page during hostile saves and photo listings, sign-ins during password floods): they
 * run after the rest, one at a time, so that what they time is the attack and not the other files'
 * builds and browsers beside them on two cores.
 */
const timedUnderAttack = [
  "tests/server/admin-password-checks.test.ts",
  "tests/server/admin-photo-bombs.test.ts",
  "tests/server/admin-photo-listing.test.ts",
  "tests/server/admin-save-limits.test.ts",
];

/** The longest files first, then Vitest's order (the longest first once it has timings, the largest first before). */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = longest.findIndex((path) => spec.moduleId.endsWith(path));
      return index === -1 ? longest.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// The test workers and every Node process the tests start (servers, scripts, command lines) keep
// their compiled code, TypeScript stripped, on disk: each later start skips that work.
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(new URL("node_modules/.cache/node-compile-cache", import.meta.url));

// Kept apart from vite.config.ts: the React Router plugin does not run under Vitest.
export default defineConfig({
  test: {
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
    testTimeout: 20_000,
    // Most server tests wait on child processes, databases and sockets rather than compute: on
    // two cores, three files at a time.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        // Pure functions and components, no process-wide state: one worker runs file after file
        // rather than a new process per file of a few milliseconds.
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], isolate: false },
      },
      {
        extends: true,
        // Servers, databases and child processes: each file in a process of its own; one
        // PostgreSQL cluster for the run, each test with databases of its own in it.
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          exclude: timedUnderAttack,
          globalSetup: ["tests/support/postgres-global.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "timed",
          include: timedUnderAttack,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
