import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { shipment, shipment_event, type ShipmentStage } from "./shipment.tables.ts";

/** An order's parcel; writes run in the order workflows' transaction, which holds the order's row lock. */
export function createShipmentRepository(db: Executor) {
  return {
    /** A parcel at its first stage, with its first tracking event. */
    async open(orderId: number, courier: string, airwayBill: string, at: Date): Promise<void> {
      const [row] = await db
        .insert(shipment)
        .values({
          order_id: orderId,
          courier,
          airway_bill: airwayBill,
          stage: "awaiting_pickup",
          created_at: at,
          updated_at: at,
        })
        .returning({ id: shipment.id });
      await db.insert(shipment_event).values({ shipment_id: row!.id, stage: "awaiting_pickup", occurred_at: at });
    },

    async ofOrder(orderId: number) {
      const [row] = await db.select().from(shipment).where(eq(shipment.order_id, orderId)).limit(1);
      return row ?? null;
    },

    /** The parcels of these orders (an order before pickup has none). */
    async ofOrders(orderIds: number[]) {
      if (orderIds.length === 0) return [];
      return db.select().from(shipment).where(inArray(shipment.order_id, orderIds));
    },

    /** Moves the parcel to `stage` and records when it got there. */
    async advance(shipmentId: number, stage: ShipmentStage, at: Date): Promise<void> {
      await db.update(shipment).set({ stage, updated_at: at }).where(eq(shipment.id, shipmentId));
      await db.insert(shipment_event).values({ shipment_id: shipmentId, stage, occurred_at: at });
    },

    /** The tracking timeline, oldest first. */
    async events(shipmentId: number) {
      return db
        .select({ stage: shipment_event.stage, occurred_at: shipment_event.occurred_at })
        .from(shipment_event)
        .where(eq(shipment_event.shipment_id, shipmentId))
        .orderBy(asc(shipment_event.occurred_at), asc(shipment_event.id));
    },
  };
}

export type ShipmentRepository = ReturnType<typeof createShipmentRepository>;
export type ShipmentRow = NonNullable<Awaited<ReturnType<ShipmentRepository["ofOrder"]>>>;
