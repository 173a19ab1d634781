DROP INDEX "idx_product_merchant_id";--> statement-breakpoint
CREATE INDEX "idx_product_merchant_id_status_stock" ON "product" USING btree ("merchant_id","status","stock");