import { defineConfig } from "vitest/config";

// Browser journeys: one production server on a fresh embedded database, driven by Debian's Chromium.
export default defineConfig({
  test: {
    env: { TZ: "UTC" },
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/support/server.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A page that waits on the server (a settled payment, a saved form) may take seconds on a busy machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
