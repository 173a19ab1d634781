import { defineConfig } from "vitest/config";

// Unit tests sit beside the code (*.test.ts); integration tests get a fresh database per file
// (*.integration-test.ts). Browser journeys run from vitest.e2e.config.ts.
export default defineConfig({
  test: {
    env: { TZ: "UTC", NODE_ENV: "test" },
    // A console.error fails the test it happens in (allowConsoleError marks an expected one).
    setupFiles: ["tests/support/console-guard.ts"],
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["{core,server,app,db,i18n,tests}/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["{core,server,db,tests}/**/*.integration-test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          pool: "forks",
        },
      },
    ],
  },
});
