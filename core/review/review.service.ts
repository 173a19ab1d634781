import type { Database } from "../../db/client.ts";
import type { Clock } from "../shared/clock.ts";

export function createReviewService(_deps: { db: Database; clock: Clock }) {
  return {};
}

export type ReviewService = ReturnType<typeof createReviewService>;
