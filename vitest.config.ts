import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin does not run under Vitest.
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/server/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
    testTimeout: 20_000,
  },
});
