import type { Database } from "../../db/client.ts";
import type { Clock } from "../shared/clock.ts";

export function createProductService(_deps: { db: Database; clock: Clock }) {
  return {};
}

export type ProductService = ReturnType<typeof createProductService>;
