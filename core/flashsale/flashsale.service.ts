import type { Database } from "../../db/client.ts";
import type { Clock } from "../shared/clock.ts";

export function createFlashSaleService(_deps: { db: Database; clock: Clock }) {
  return {};
}

export type FlashSaleService = ReturnType<typeof createFlashSaleService>;
