CREATE TABLE "promo_redemption" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_redemption_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemption_amount_not_negative" CHECK ("promo_redemption"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_selection" (
	"user_id" integer NOT NULL,
	"promo_id" integer NOT NULL,
	"merchant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_selection_user_id_promo_id_pk" PRIMARY KEY("user_id","promo_id")
);
--> statement-breakpoint
CREATE TABLE "wishlist_item" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_item_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "cart_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"attribute" text DEFAULT '' NOT NULL,
	"qty" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"is_checked" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_item_qty_positive" CHECK ("cart_item"."qty" > 0),
	CONSTRAINT "cart_item_note_length" CHECK (char_length("cart_item"."note") <= 144)
);
--> statement-breakpoint
ALTER TABLE "product" DROP CONSTRAINT "product_status_known";--> statement-breakpoint
ALTER TABLE "promo_redemption" ADD CONSTRAINT "promo_redemption_promo_id_promo_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemption" ADD CONSTRAINT "promo_redemption_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_selection" ADD CONSTRAINT "promo_selection_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_selection" ADD CONSTRAINT "promo_selection_promo_id_promo_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_selection" ADD CONSTRAINT "promo_selection_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD CONSTRAINT "wishlist_item_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD CONSTRAINT "wishlist_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idx_promo_redemption_promo_id_reference" ON "promo_redemption" USING btree ("promo_id","reference");--> statement-breakpoint
CREATE INDEX "idx_promo_redemption_user_id_promo_id" ON "promo_redemption" USING btree ("user_id","promo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_promo_selection_user_id_platform" ON "promo_selection" USING btree ("user_id") WHERE "promo_selection"."merchant_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "idx_promo_selection_user_id_merchant_id" ON "promo_selection" USING btree ("user_id","merchant_id") WHERE "promo_selection"."merchant_id" is not null;--> statement-breakpoint
CREATE INDEX "idx_wishlist_item_user_id_created_at" ON "wishlist_item" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "idx_cart_item_user_id_product_id_attribute" ON "cart_item" USING btree ("user_id","product_id","attribute");--> statement-breakpoint
CREATE INDEX "idx_cart_item_product_id" ON "cart_item" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "idx_product_category_id_sold_count" ON "product" USING btree ("category_id","sold_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idx_review_product_id_created_at_id" ON "review" USING btree ("product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_status_known" CHECK ("product"."status" in ('PUBLISH', 'HIDDEN', 'DELETED'));