CREATE TABLE "product_view_daily" (
	"product_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_view_daily_pkey" PRIMARY KEY("product_id","day"),
	CONSTRAINT "product_view_daily_views_positive" CHECK ("product_view_daily"."views" > 0)
);
--> statement-breakpoint
ALTER TABLE "product_view_daily" ADD CONSTRAINT "product_view_daily_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_view_daily" ADD CONSTRAINT "product_view_daily_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_product_view_daily_merchant_id_day" ON "product_view_daily" USING btree ("merchant_id","day");