DROP INDEX "idx_product_merchant_id";--> statement-breakpoint
ALTER TABLE "media_file" ADD COLUMN "order_kept_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "idx_merchant_lower_name" ON "merchant" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "idx_product_merchant_id_status_stock" ON "product" USING btree ("merchant_id","status","stock");
--> statement-breakpoint
-- Orders placed before this change keep their pictures too.
UPDATE "media_file" SET "order_kept_at" = now() WHERE "id" IN (SELECT substring("photo" from '/(med_[0-9a-f]{32})/') FROM "order_item" WHERE "photo" LIKE '%/med_%');
