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
ALTER TABLE "order_product_daily" ADD CONSTRAINT "order_product_daily_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_daily" ADD CONSTRAINT "order_product_daily_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_daily" ADD CONSTRAINT "order_status_daily_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_view_daily" ADD CONSTRAINT "product_view_daily_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_view_daily" ADD CONSTRAINT "product_view_daily_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_product_view_daily_merchant_id_day" ON "product_view_daily" USING btree ("merchant_id","day");