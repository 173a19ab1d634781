/*
 * The seam to whoever carries parcels (decision 36): the built-in local courier by default, or a courier
 * aggregator (Biteship) when COURIER_PROVIDER names it. A provider books a pickup and says where parcels are;
 * the order workflows turn that into shipment events and order moves, the same way for every provider.
 */

/** Where a parcel can be, in order: a provider's own statuses are mapped onto these. */
export const PARCEL_STAGES = ["awaiting_pickup", "picked_up", "in_transit", "arrived", "failed"] as const;
export type ParcelStage = (typeof PARCEL_STAGES)[number];

/** How far along a stage is. `failed` (returned, cancelled or lost by the courier) and `arrived` both end it. */
export function stageRank(stage: ParcelStage): number {
  return stage === "failed" ? 3 : PARCEL_STAGES.indexOf(stage);
}

/** One thing the courier reported: the parcel reached `stage` at `at` (null: it did not say; when we heard). */
export interface TrackingUpdate {
  stage: Exclude<ParcelStage, "awaiting_pickup">;
  at: Date | null;
}

/** A sender or recipient of a parcel. */
export interface PickupParty {
  name: string;
  phone: string;
  address: string;
  /** Five digits, when known. */
  postalCode: string | null;
}

/** What a courier needs to collect an order's parcel. */
export interface PickupRequest {
  /** The order's code: the provider's reference, so that booking twice finds the first booking. */
  reference: string;
  /** The courier and service the buyer chose at checkout (e.g. jne / reg). */
  courierCode: string;
  serviceCode: string;
  origin: PickupParty;
  destination: PickupParty;
  items: { name: string; value: number; qty: number; weightGrams: number }[];
}

export interface PickupBooking {
  airwayBill: string;
  /** The provider's id to ask about the parcel (Biteship's tracking id); null for the local courier. */
  trackingId: string | null;
}

/** What the provider says of a parcel now: its stages so far, and its airway bill if the courier issued a new one. */
export interface TrackingReport {
  updates: TrackingUpdate[];
  airwayBill: string | null;
}

/** A tracking notice the provider pushed (a webhook's body): which parcel, and what it says of it. */
export interface TrackingNotice {
  trackingId: string | null;
  airwayBill: string | null;
  report: TrackingReport;
}

export interface CourierProvider {
  /** Kept as the shipment's `courier`: which provider tracks the parcel. */
  readonly name: string;
  /** Books the courier for an order; throws ProviderError when the provider cannot be reached or refuses. */
  requestPickup(request: PickupRequest): Promise<PickupBooking>;
  /** Asks where a parcel is (polling); null for a provider that moves parcels by itself (the local courier). */
  track: ((parcel: { trackingId: string | null; airwayBill: string }) => Promise<TrackingReport>) | null;
  /** Reads a notice the provider pushed (after the edge checked it came from the provider); null: not one. */
  readNotice: ((body: unknown) => TrackingNotice | null) | null;
}
