import type { Database } from "../../db/client.ts";
import type { Clock } from "../shared/clock.ts";

export function createMerchantService(_deps: { db: Database; clock: Clock }) {
  return {};
}

export type MerchantService = ReturnType<typeof createMerchantService>;
