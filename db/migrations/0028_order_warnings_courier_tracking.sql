ALTER TABLE "shipment" DROP CONSTRAINT "shipment_stage_known";--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "warned_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipment" ADD COLUMN "tracking_id" text;--> statement-breakpoint
ALTER TABLE "shipment" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "idx_shipment_courier_tracking_id" ON "shipment" USING btree ("courier","tracking_id");--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_stage_known" CHECK ("shipment"."stage" in ('awaiting_pickup', 'picked_up', 'in_transit', 'arrived', 'failed'));