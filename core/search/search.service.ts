import type { Database } from "../../db/client.ts";
import type { Clock } from "../shared/clock.ts";

export function createSearchService(_deps: { db: Database; clock: Clock }) {
  return {};
}

export type SearchService = ReturnType<typeof createSearchService>;
