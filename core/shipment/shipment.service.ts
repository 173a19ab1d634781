import type { Database } from "../../db/client.ts";
import type { OrderTrackingDto } from "../order/index.ts";
import { createShipmentRepository } from "./shipment.repository.ts";
import type { ShipmentStage } from "./shipment.tables.ts";

export function createShipmentService({ db }: { db: Database }) {
  const repository = createShipmentRepository(db);
  return {
    /** The order's parcel and its timeline, or null before the store requested pickup. */
    async tracking(orderId: number): Promise<OrderTrackingDto | null> {
      const parcel = await repository.ofOrder(orderId);
      if (!parcel) return null;
      const events = await repository.events(parcel.id);
      return {
        courier: parcel.courier,
        airway_bill: parcel.airway_bill,
        stage: parcel.stage as ShipmentStage,
        events: events.map((event) => ({ stage: event.stage, occurred_at: event.occurred_at.toISOString() })),
      };
    },
  };
}

export type ShipmentService = ReturnType<typeof createShipmentService>;
