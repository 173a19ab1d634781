import { describe, expect, it } from "vitest";
import { fixedClock } from "../core/shared/clock.ts";
import { loadConfig } from "../core/shared/config.ts";
import { createTestDatabase } from "../tests/support/test-db.ts";
import { startRuntime } from "./runtime.ts";

/** Issue 22 item 3: the services are built from the config passed in, not from the process environment. */
describe("startRuntime", () => {
  it("wires the services with the settings it was started with", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      SEED_ON_START: "false",
      LOG_LEVEL: "silent",
      MIDTRANS_SERVER_KEY: "SB-Mid-server-runtime",
      MIDTRANS_CLIENT_KEY: "SB-Mid-client-runtime",
      SHIPPING_PROVIDER: "aggregator",
      SHIPPING_API_KEY: "runtime-test-key",
    });
    const runtime = await startRuntime(config, {
      database: await createTestDatabase(),
      clock: fixedClock(new Date("2026-11-20T03:00:00Z")),
    });
    try {
      expect(runtime.services.payments.gateway.clientConfig()).toMatchObject({
        kind: "midtrans",
        clientKey: "SB-Mid-client-runtime",
      });
      expect(runtime.services.shipping.providerName).toBe("biteship");
    } finally {
      await runtime.close();
    }
  });
});
