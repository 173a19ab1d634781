import { ProviderError } from "../provider-error.ts";
import { BITESHIP, describeError, isRecord, type BiteshipClient } from "./biteship-client.ts";
import type {
  CourierProvider,
  PickupBooking,
  PickupRequest,
  TrackingNotice,
  TrackingReport,
  TrackingUpdate,
} from "./courier.ts";
import { stageRank } from "./courier.ts";

/*
 * The courier aggregator as a courier provider, written to Biteship's public order API (decision 36):
 *   POST {base}/v1/orders              books the courier: answers the order id, courier.waybill_id, courier.tracking_id
 *   GET  {base}/v1/trackings/{id}      the parcel's status and history
 *   webhook order.status / order.waybill_id   the same, pushed (server/routes/shipping.routes.ts)
 * Its statuses, snake_case in orders and webhooks and camelCase in trackings, are mapped onto our stages.
 */

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : typeof value === "number" ? String(value) : null;

/**
 * Biteship's status as one of our stages; null for a status that moves nothing (confirmed, allocated,
 * picking up, on hold, an unknown one).
 */
export function biteshipStage(status: unknown): TrackingUpdate["stage"] | null {
  const key = typeof status === "string" ? status.replace(/_/g, "").toLowerCase() : "";
  switch (key) {
    case "picked":
      return "picked_up";
    case "droppingoff":
      return "in_transit";
    case "delivered":
      return "arrived";
    // The parcel will not reach the buyer: on its way back, back, refused, cancelled, no courier, disposed.
    case "returnintransit":
    case "returned":
    case "rejected":
    case "cancelled":
    case "couriernotfound":
    case "disposed":
      return "failed";
    default:
      return null;
  }
}

function dateOf(value: unknown): Date | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A history's entries as updates, each stage once (its first time), in the order the parcel went. */
export function updatesOf(history: unknown, status?: unknown): TrackingUpdate[] {
  const byStage = new Map<TrackingUpdate["stage"], Date | null>();
  for (const entry of Array.isArray(history) ? history : []) {
    if (!isRecord(entry)) continue;
    const stage = biteshipStage(entry.status);
    if (!stage) continue;
    const at = dateOf(entry.updated_at);
    const seen = byStage.get(stage);
    if (!byStage.has(stage) || (at && (!seen || at < seen))) byStage.set(stage, at);
  }
  const current = biteshipStage(status);
  if (current && !byStage.has(current)) byStage.set(current, null);
  return [...byStage.entries()]
    .map(([stage, at]) => ({ stage, at }))
    .sort((a, b) => stageRank(a.stage) - stageRank(b.stage));
}

function digits(postalCode: string | null): number | undefined {
  return postalCode && /^\d{5}$/.test(postalCode) ? Number(postalCode) : undefined;
}

export function createBiteshipCourier(client: BiteshipClient): CourierProvider {
  function bookingOf(courier: unknown, orderId: unknown): PickupBooking | null {
    const fields = isRecord(courier) ? courier : {};
    const airwayBill = text(fields.waybill_id) ?? text(orderId);
    if (!airwayBill) return null;
    return { airwayBill, trackingId: text(fields.tracking_id) };
  }

  return {
    name: BITESHIP,

    async requestPickup(request: PickupRequest): Promise<PickupBooking> {
      const body = {
        shipper_contact_name: request.origin.name,
        shipper_contact_phone: request.origin.phone,
        origin_contact_name: request.origin.name,
        origin_contact_phone: request.origin.phone,
        origin_address: request.origin.address,
        origin_postal_code: digits(request.origin.postalCode),
        destination_contact_name: request.destination.name,
        destination_contact_phone: request.destination.phone,
        destination_address: request.destination.address,
        destination_postal_code: digits(request.destination.postalCode),
        courier_company: request.courierCode.toLowerCase(),
        courier_type: request.serviceCode.toLowerCase(),
        delivery_type: "now",
        reference_id: request.reference,
        items: request.items.map((item) => ({
          name: item.name.slice(0, 100),
          value: Math.max(0, Math.round(item.value)),
          quantity: item.qty,
          weight: Math.max(1, Math.round(item.weightGrams)),
        })),
      };
      const { status, body: answer } = await client.call("/v1/orders", { method: "POST", body });
      if (status >= 200 && status < 300 && isRecord(answer) && answer.success !== false) {
        const booking = bookingOf(answer.courier, answer.id);
        if (booking) return booking;
      }
      // Booked before (a retried request): Biteship names the order it already has for this reference.
      if (isRecord(answer) && isRecord(answer.details)) {
        const booking = bookingOf(
          { waybill_id: answer.details.waybill_id, tracking_id: answer.details.tracking_id },
          answer.details.order_id,
        );
        if (booking) return booking;
      }
      throw new ProviderError(BITESHIP, `orders answered ${status}: ${describeError(answer)}`, { status });
    },

    async track(parcel): Promise<TrackingReport> {
      const id = parcel.trackingId;
      if (!id) return { updates: [], airwayBill: null };
      const { status, body } = await client.call(`/v1/trackings/${encodeURIComponent(id)}`, { method: "GET" });
      // Not (yet) known to the courier: nothing to report.
      if (status < 200 || status >= 300 || !isRecord(body)) return { updates: [], airwayBill: null };
      return { updates: updatesOf(body.history, body.status), airwayBill: text(body.waybill_id) };
    },

    readNotice(body: unknown): TrackingNotice | null {
      if (!isRecord(body)) return null;
      const trackingId = text(body.courier_tracking_id);
      const airwayBill = text(body.courier_waybill_id);
      if (!trackingId && !airwayBill) return null;
      const stage = body.event === "order.status" || body.status !== undefined ? biteshipStage(body.status) : null;
      const at = dateOf(body.updated_at);
      return { trackingId, airwayBill, report: { updates: stage ? [{ stage, at }] : [], airwayBill } };
    },
  };
}
