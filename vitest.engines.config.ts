import { defineConfig } from "vitest/config";

// The engine smoke suite (tests/engines): real Firefox ESR and WebKitGTK against the built site.
export default defineConfig({
  test: {
    include: ["tests/engines/**/*.test.ts"],
    environment: "node",
    // A journey takes 10 to 60 s on a busy two-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Firefox and WebKit each in their own file, side by side: they wait on the network and their
    // own processes as much as on the test's.
    maxWorkers: 2,
  },
});
