import type { Database } from "../../db/client.ts";
import type { Clock } from "../shared/clock.ts";

export function createPromoService(_deps: { db: Database; clock: Clock }) {
  return {};
}

export type PromoService = ReturnType<typeof createPromoService>;
