import type { Config } from "../../shared/config.ts";
import { createIrisPayout } from "./iris.ts";
import { createLocalPayout } from "./local.ts";
import type { PayoutProvider } from "./payout.ts";

export type { PayoutOrder, PayoutProvider, PayoutState } from "./payout.ts";
export { createIrisPayout, type IrisPayoutOptions } from "./iris.ts";
export { createLocalPayout } from "./local.ts";

/** The configured payout provider: Midtrans Iris when PAYOUT_PROVIDER=iris, else the local one. */
export function createPayoutProvider(config: Config): PayoutProvider {
  if (config.PAYOUT_PROVIDER === "iris") {
    if (!config.IRIS_CREATOR_KEY || !config.IRIS_APPROVER_KEY)
      throw new Error("IRIS_CREATOR_KEY and IRIS_APPROVER_KEY are required when PAYOUT_PROVIDER=iris");
    return createIrisPayout({
      baseUrl: config.IRIS_BASE_URL,
      creatorKey: config.IRIS_CREATOR_KEY,
      approverKey: config.IRIS_APPROVER_KEY,
    });
  }
  return createLocalPayout(config.PAYOUT_LOCAL_DELAY_SECONDS * 1000);
}
