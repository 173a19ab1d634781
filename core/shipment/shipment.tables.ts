import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, foreignId, id, timestamps, timestamptz } from "../shared/columns.ts";
import { shop_order } from "../order/order.tables.ts";

/**
 * The stages a parcel passes, in order (decision 0030); `failed`: the courier will not deliver it (returned,
 * cancelled, lost), as a courier aggregator reports (decision 36). The courier providers' PARCEL_STAGES.
 */
export const SHIPMENT_STAGES = ["awaiting_pickup", "picked_up", "in_transit", "arrived", "failed"] as const;
export type ShipmentStage = (typeof SHIPMENT_STAGES)[number];

/**
 * An order's parcel with the courier: one per order, from the seller's pickup request. `courier` names the
 * provider that carries it (`local`, `biteship`); `tracking_id` is that provider's id for asking about it, and
 * `checked_at` when it was last asked (the tracking poll).
 */
export const shipment = pgTable(
  "shipment",
  {
    id: id(),
    order_id: foreignId("order_id", () => shop_order.id),
    courier: text("courier").notNull(),
    airway_bill: text("airway_bill").notNull(),
    tracking_id: text("tracking_id"),
    stage: text("stage").notNull(),
    checked_at: timestamptz("checked_at"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("idx_shipment_order_id").on(table.order_id),
    uniqueIndex("idx_shipment_airway_bill").on(table.airway_bill),
    index("idx_shipment_courier_tracking_id").on(table.courier, table.tracking_id),
    check(
      "shipment_stage_known",
      sql`${table.stage} in ('awaiting_pickup', 'picked_up', 'in_transit', 'arrived', 'failed')`,
    ),
  ],
);

/** The tracking timeline: each stage the parcel reached, when it reached it. */
export const shipment_event = pgTable(
  "shipment_event",
  {
    id: id(),
    shipment_id: foreignId("shipment_id", () => shipment.id),
    stage: text("stage").notNull(),
    occurred_at: timestamptz("occurred_at").notNull(),
    created_at: createdAt(),
  },
  (table) => [
    index("idx_shipment_event_shipment_id").on(table.shipment_id),
    uniqueIndex("idx_shipment_event_shipment_id_stage").on(table.shipment_id, table.stage),
  ],
);
