import { sendJson, type FakeHandler } from "./fake-http.ts";

/**
 * One priced service as Biteship's POST /v1/rates/couriers answers it (the fields the provider reads):
 * `courier` and `service` as "Name/code", the estimate as "2 - 3 days", the types as "service/shipping".
 */
export function biteshipPricing(courier: string, service: string, estimate: string, types: string, price: number) {
  const [courier_name, courier_code] = courier.split("/");
  const [courier_service_name, courier_service_code] = service.split("/");
  const [range, unit] = estimate.split(/ (?=\D+$)/);
  const [service_type, shipping_type] = types.split("/");
  return {
    courier_name,
    courier_code,
    courier_service_name,
    courier_service_code,
    duration: estimate,
    shipment_duration_range: range,
    shipment_duration_unit: unit,
    service_type,
    shipping_type,
    price,
  };
}

/** What the fake Biteship's order and tracking API knows: bookings by reference, histories by tracking id. */
export interface BiteshipCourierState {
  /** Our order code (reference_id) → the booking Biteship made for it. */
  bookings: Map<string, { id: string; waybill_id: string; tracking_id: string }>;
  /** Tracking id → the history GET /v1/trackings/{id} answers ([] until the courier reports). */
  histories: Map<string, { status: string; updated_at: string; note?: string }[]>;
  /** When set, POST /v1/orders answers this status with an error instead of booking. */
  failBooking: number | null;
}

export function biteshipCourierState(): BiteshipCourierState {
  return { bookings: new Map(), histories: new Map(), failBooking: null };
}

/**
 * Biteship's order and tracking API as the courier provider uses it, shaped after its documented answers:
 * POST /v1/orders books once per reference_id (a second booking is refused naming the first, as Biteship
 * does), GET /v1/trackings/{id} answers the history the test wrote. Anything else is 404.
 */
export function biteshipCourierHandler(state: BiteshipCourierState, apiKey: string): FakeHandler {
  return (request, response) => {
    if (request.headers.authorization !== apiKey)
      return sendJson(response, 401, { success: false, error: "Authentication failed", code: 40101001 });
    if (request.method === "POST" && request.url === "/v1/orders") {
      if (state.failBooking) return sendJson(response, state.failBooking, { success: false, error: "Courier down" });
      const body = request.body as { reference_id: string; courier_company: string };
      const existing = state.bookings.get(body.reference_id);
      if (existing)
        return sendJson(response, 400, {
          success: false,
          error: "Reference id already used",
          code: 40002012,
          details: { order_id: existing.id, waybill_id: existing.waybill_id, reference_id: body.reference_id },
        });
      const n = state.bookings.size + 1;
      const booking = {
        id: `bs-order-${n}`,
        waybill_id: `WYB${String(n).padStart(9, "0")}`,
        tracking_id: `bs-trk-${n}`,
      };
      state.bookings.set(body.reference_id, booking);
      state.histories.set(booking.tracking_id, [{ status: "confirmed", updated_at: new Date().toISOString() }]);
      return sendJson(response, 200, {
        success: true,
        message: "Order successfully created",
        object: "order",
        id: booking.id,
        courier: { tracking_id: booking.tracking_id, waybill_id: booking.waybill_id, company: body.courier_company },
        reference_id: body.reference_id,
        status: "confirmed",
      });
    }
    const tracking = request.method === "GET" ? /^\/v1\/trackings\/([^/?]+)$/.exec(request.url) : null;
    const history = tracking ? state.histories.get(decodeURIComponent(tracking[1]!)) : undefined;
    if (!history) return sendJson(response, 404, { success: false, error: "Tracking not found", code: 40400001 });
    const booking = [...state.bookings.values()].find((entry) => entry.tracking_id === tracking![1]);
    return sendJson(response, 200, {
      success: true,
      object: "tracking",
      id: tracking![1],
      waybill_id: booking?.waybill_id ?? null,
      history,
      status: history.at(-1)?.status ?? "confirmed",
    });
  };
}
