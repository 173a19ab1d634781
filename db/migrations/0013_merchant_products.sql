ALTER TABLE "product" drop column "search_boost";--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search_boost" double precision GENERATED ALWAYS AS ((1 + 0.1 * ln(1 + "sold_count"::float8)) * (1 + 0.05 * "rating_avg"::float8 * least(1.0, "rating_count"::float8 / 10.0)) * (case when "stock" > 0 then 1 else 0.000001 end)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "length_cm" integer;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "width_cm" integer;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "condition" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "min_order" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "sku" text;--> statement-breakpoint
CREATE INDEX "idx_product_merchant_id_status_created_at" ON "product" USING btree ("merchant_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "idx_product_merchant_id_sku" ON "product" USING btree ("merchant_id","sku") WHERE "product"."sku" is not null and "product"."status" <> 'DELETED';--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_condition_known" CHECK ("product"."condition" in ('new', 'used'));--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_min_order_positive" CHECK ("product"."min_order" >= 1);--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_dimensions_positive" CHECK (coalesce("product"."length_cm", 1) > 0 and coalesce("product"."width_cm", 1) > 0 and coalesce("product"."height_cm", 1) > 0);