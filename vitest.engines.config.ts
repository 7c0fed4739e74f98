import { defineConfig } from "vitest/config";

// The engine smoke suite (tests/engines): real Firefox ESR and WebKitGTK against the built site.
export default defineConfig({
  test: {
    include: ["tests/engines/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
