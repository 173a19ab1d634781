CREATE TABLE "checkout_draft" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"use_wallet" boolean DEFAULT false NOT NULL,
	"address_book_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_draft_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkout_draft_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"address_book_id" integer,
	"shipping" jsonb,
	"dropship_name" text,
	"dropship_phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_request" (
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"invoice_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_code" text NOT NULL,
	"user_id" integer NOT NULL,
	"status_payment" text DEFAULT 'pending' NOT NULL,
	"total_tagihan" bigint NOT NULL,
	"wallet_used" bigint DEFAULT 0 NOT NULL,
	"charge_to_gateway" bigint NOT NULL,
	"gateway" text NOT NULL,
	"gateway_token" text,
	"gateway_redirect_url" text,
	"gateway_transaction_id" text,
	"expire_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_status_payment_known" CHECK ("invoice"."status_payment" in ('pending', 'settlement', 'expire', 'cancel')),
	CONSTRAINT "invoice_amounts_consistent" CHECK ("invoice"."wallet_used" >= 0 and "invoice"."charge_to_gateway" >= 0 and "invoice"."wallet_used" + "invoice"."charge_to_gateway" = "invoice"."total_tagihan")
);
--> statement-breakpoint
CREATE TABLE "order_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"product_slug" text NOT NULL,
	"photo" text,
	"attribute" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"qty" integer NOT NULL,
	"weight_grams" integer NOT NULL,
	"publish_price" bigint NOT NULL,
	"base_price" bigint NOT NULL,
	"total_publish_price" bigint NOT NULL,
	CONSTRAINT "order_item_qty_positive" CHECK ("order_item"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_promo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_promo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"promo_id" integer NOT NULL,
	"promo_name" text NOT NULL,
	"redeemed_value" bigint NOT NULL,
	CONSTRAINT "order_promo_value_not_negative" CHECK ("order_promo"."redeemed_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_code" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"status_order" text DEFAULT 'waiting_payment' NOT NULL,
	"address" jsonb NOT NULL,
	"shipping" jsonb NOT NULL,
	"dropship_name" text,
	"dropship_phone" text,
	"user_npwp" text,
	"merchant_npwp" text,
	"total_publish_price" bigint NOT NULL,
	"total_shipping" bigint NOT NULL,
	"setting_ppn" integer NOT NULL,
	"total_ppn" bigint NOT NULL,
	"setting_pph" integer NOT NULL,
	"total_pph" bigint NOT NULL,
	"total_tax" bigint NOT NULL,
	"total_discount_merchant" bigint NOT NULL,
	"total_discount_platform" bigint NOT NULL,
	"total_discount_shipping" bigint NOT NULL,
	"grand_total" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_order_status_known" CHECK ("shop_order"."status_order" in ('waiting_payment', 'confirmation', 'approve', 'pickup', 'send', 'complete', 'cancel', 'reject', 'complain')),
	CONSTRAINT "shop_order_grand_total_not_negative" CHECK ("shop_order"."grand_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notification" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gateway" text NOT NULL,
	"invoice_code" text,
	"transaction_status" text,
	"outcome" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_draft" ADD CONSTRAINT "checkout_draft_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_draft_order" ADD CONSTRAINT "checkout_draft_order_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_draft_order" ADD CONSTRAINT "checkout_draft_order_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_request" ADD CONSTRAINT "checkout_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promo" ADD CONSTRAINT "order_promo_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promo" ADD CONSTRAINT "order_promo_promo_id_promo_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idx_checkout_draft_order_user_id_merchant_id" ON "checkout_draft_order" USING btree ("user_id","merchant_id");--> statement-breakpoint
CREATE INDEX "idx_checkout_draft_order_merchant_id" ON "checkout_draft_order" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_checkout_request_user_id_idempotency_key" ON "checkout_request" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_invoice_invoice_code" ON "invoice" USING btree ("invoice_code");--> statement-breakpoint
CREATE INDEX "idx_invoice_user_id_created_at" ON "invoice" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idx_invoice_pending_expire_at" ON "invoice" USING btree ("expire_at") WHERE "invoice"."status_payment" = 'pending';--> statement-breakpoint
CREATE INDEX "idx_order_item_order_id" ON "order_item" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "idx_order_item_product_id" ON "order_item" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "idx_order_promo_order_id" ON "order_promo" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_shop_order_order_code" ON "shop_order" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "idx_shop_order_invoice_id" ON "shop_order" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "idx_shop_order_user_id_created_at" ON "shop_order" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idx_shop_order_merchant_id_created_at" ON "shop_order" USING btree ("merchant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idx_payment_notification_invoice_code" ON "payment_notification" USING btree ("invoice_code");