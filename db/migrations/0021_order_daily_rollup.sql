CREATE TABLE "order_product_daily" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_product_daily_pkey" PRIMARY KEY("merchant_id","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "order_status_daily" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"status_order" text NOT NULL,
	"orders" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_daily_pkey" PRIMARY KEY("merchant_id","day","status_order")
);
--> statement-breakpoint
ALTER TABLE "order_product_daily" ADD CONSTRAINT "order_product_daily_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_daily" ADD CONSTRAINT "order_product_daily_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_daily" ADD CONSTRAINT "order_status_daily_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;