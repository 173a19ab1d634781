import { and, asc, eq, inArray, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { shipment, shipment_event, type ShipmentStage } from "./shipment.tables.ts";

/** An order's parcel; writes run in the order workflows' transaction, which holds the order's row lock. */
export function createShipmentRepository(db: Executor) {
  return {
    /** A parcel at its first stage, with its first tracking event. */
    async open(
      orderId: number,
      courier: string,
      booking: { airwayBill: string; trackingId: string | null },
      at: Date,
    ): Promise<void> {
      const [row] = await db
        .insert(shipment)
        .values({
          order_id: orderId,
          courier,
          airway_bill: booking.airwayBill,
          tracking_id: booking.trackingId,
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

    /** The parcel a provider's notice is about: by its tracking id, else by its airway bill. */
    async find(courier: string, key: { trackingId: string | null; airwayBill: string | null }) {
      const match = [
        ...(key.trackingId ? [eq(shipment.tracking_id, key.trackingId)] : []),
        ...(key.airwayBill ? [eq(shipment.airway_bill, key.airwayBill)] : []),
      ];
      if (match.length === 0) return null;
      const [row] = await db
        .select()
        .from(shipment)
        .where(and(eq(shipment.courier, courier), or(...match)))
        .orderBy(asc(shipment.id))
        .limit(1);
      return row ?? null;
    },

    /** The courier issued the parcel's own airway bill (an aggregator books first, the courier numbers later). */
    async renumber(shipmentId: number, airwayBill: string, at: Date): Promise<void> {
      await db.update(shipment).set({ airway_bill: airwayBill, updated_at: at }).where(eq(shipment.id, shipmentId));
    },

    /**
     * One parcel of `courier` still on its way that nobody asked about since `before`, locked (rows another
     * transaction holds skipped); it is marked asked at `now`, so other pollers pass it by until it is due again.
     */
    async claimUnchecked(courier: string, before: Date, now: Date) {
      const [row] = await db
        .select()
        .from(shipment)
        .where(
          and(
            eq(shipment.courier, courier),
            notInArray(shipment.stage, ["arrived", "failed"]),
            or(isNull(shipment.checked_at), lte(shipment.checked_at, before)),
          ),
        )
        .orderBy(sql`${shipment.checked_at} asc nulls first`, asc(shipment.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return null;
      await db.update(shipment).set({ checked_at: now }).where(eq(shipment.id, row.id));
      return row;
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
