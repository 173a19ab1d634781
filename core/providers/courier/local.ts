import { randomBytes } from "node:crypto";
import type { CourierProvider, ParcelStage } from "./courier.ts";

/** How long the built-in courier takes (settings LOCAL_COURIER_PICKUP_MINUTES and LOCAL_COURIER_TRANSIT_HOURS). */
export interface LocalCourierTimes {
  pickupMs: number;
  transitMs: number;
}

export const LOCAL_COURIER = "local";

const AWB_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A new airway bill number: PSR and 12 characters that read unambiguously on a label. */
export function airwayBill(): string {
  return `PSR${Array.from(randomBytes(12), (byte) => AWB_ALPHABET[byte % AWB_ALPHABET.length]).join("")}`;
}

/**
 * The parcel's next stage after `stage` and how long after reaching `stage` it comes: picked up after the
 * pickup time, then in transit and arrived after half the transit time each. Null after arrival.
 */
export function nextStage(
  stage: ParcelStage,
  times: LocalCourierTimes,
): { stage: ParcelStage; afterMs: number } | null {
  switch (stage) {
    case "awaiting_pickup":
      return { stage: "picked_up", afterMs: times.pickupMs };
    case "picked_up":
      return { stage: "in_transit", afterMs: Math.floor(times.transitMs / 2) };
    case "in_transit":
      return { stage: "arrived", afterMs: times.transitMs - Math.floor(times.transitMs / 2) };
    case "arrived":
    case "failed":
      return null;
  }
}

/**
 * The built-in courier (the default provider): it books at once with an airway bill of its own and moves the
 * parcel by itself, through the order sweep, at the times above (nextStage); nobody needs to ask it.
 */
export function createLocalCourier(): CourierProvider {
  return {
    name: LOCAL_COURIER,
    requestPickup: () => Promise.resolve({ airwayBill: airwayBill(), trackingId: null }),
    track: null,
    readNotice: null,
  };
}
