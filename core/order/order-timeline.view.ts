// No zod here: the buyer's order page imports this module in the browser.
import type { OrderStatus } from "../invoice/index.ts";

/** The steps of an order's life the buyer follows, in order; a cancelled or rejected order ends early. */
export const TIMELINE_STEPS = [
  "placed",
  "paid",
  "approved",
  "awaiting_pickup",
  "picked_up",
  "in_transit",
  "arrived",
  "done",
] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number] | "cancel" | "reject";

export interface TimelineEntry {
  step: TimelineStep;
  /** When it happened; null for a step reached at a time nothing recorded, or not reached yet. */
  at: string | null;
  reached: boolean;
}

export interface TimelineFacts {
  status_order: OrderStatus;
  created_at: string;
  paid_at: string | null;
  /** When the order last moved: the time of its end for complete, cancel and reject. */
  updated_at: string;
  delivered_at: string | null;
  /** Why it was cancelled or rejected ('timer:ship': the store had approved it). */
  status_reason: string | null;
  /** The parcel's tracking events (its stages, oldest first), empty before pickup was requested. */
  events: readonly { stage: string; occurred_at: string }[];
}

/** How far each status got along the steps (approve: approved; pickup: a parcel awaits the courier…). */
const REACHED_BY_STATUS: Record<OrderStatus, number> = {
  waiting_payment: 0,
  confirmation: 1,
  approve: 2,
  pickup: 3,
  send: 4,
  complain: 6,
  complete: 7,
  cancel: 1,
  reject: 1,
};

/** How far a cancelled order got: an unpaid one only placed, one the store approved and never shipped approved. */
function reachedBeforeEnd(facts: TimelineFacts): number {
  if (!facts.paid_at) return 0;
  return facts.status_reason === "timer:ship" ? 2 : 1;
}

/**
 * The tracking timeline from the order's timestamps and its parcel's events. Steps past the order's status are
 * listed unreached; a cancelled or rejected order lists what it reached and then its end.
 */
export function orderTimeline(facts: TimelineFacts): TimelineEntry[] {
  const eventAt = new Map(facts.events.map((event) => [event.stage, event.occurred_at]));
  const ended = facts.status_order === "cancel" || facts.status_order === "reject";
  // A parcel's events say how far it got even if the status lags (the sweep moves both at once).
  const lastEvent = Math.max(-1, ...facts.events.map((event) => TIMELINE_STEPS.indexOf(event.stage as never)));
  const byStatus = ended ? reachedBeforeEnd(facts) : (REACHED_BY_STATUS[facts.status_order] ?? 0);
  const reachedUpTo = Math.max(byStatus, lastEvent);
  const timeOf: Partial<Record<TimelineStep, string | null>> = {
    placed: facts.created_at,
    paid: facts.paid_at,
    awaiting_pickup: eventAt.get("awaiting_pickup") ?? null,
    picked_up: eventAt.get("picked_up") ?? null,
    in_transit: eventAt.get("in_transit") ?? null,
    arrived: eventAt.get("arrived") ?? facts.delivered_at,
    done: facts.status_order === "complete" ? facts.updated_at : null,
  };
  const steps = ended ? TIMELINE_STEPS.slice(0, reachedUpTo + 1) : TIMELINE_STEPS;
  const entries: TimelineEntry[] = steps.map((step, index) => ({
    step,
    at: index <= reachedUpTo ? (timeOf[step] ?? null) : null,
    reached: index <= reachedUpTo,
  }));
  if (ended) entries.push({ step: facts.status_order as "cancel" | "reject", at: facts.updated_at, reached: true });
  return entries;
}
