CREATE TABLE "city" (
	"id" text PRIMARY KEY NOT NULL,
	"province_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "district" (
	"id" text PRIMARY KEY NOT NULL,
	"city_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "province" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "village" (
	"id" text PRIMARY KEY NOT NULL,
	"district_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_book" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "address_book_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"label" text NOT NULL,
	"behalf_name" text NOT NULL,
	"behalf_phone" text NOT NULL,
	"province_id" text NOT NULL,
	"city_id" text NOT NULL,
	"sub_district_id" text NOT NULL,
	"area_id" text NOT NULL,
	"address" text NOT NULL,
	"zipcode" text NOT NULL,
	"is_main_address" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_book_zipcode_5_digits" CHECK ("address_book"."zipcode" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counter" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"fullname" text,
	"phone" text,
	"profile_picture" text,
	"birthday" date,
	"gender" text,
	"token_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"storetype" text DEFAULT 'regular' NOT NULL,
	"is_pkp" boolean DEFAULT false NOT NULL,
	"npwp" text,
	"status" text DEFAULT 'active' NOT NULL,
	"logo_url" text,
	"banner_url" text,
	"province_id" text NOT NULL,
	"city_id" text NOT NULL,
	"district_id" text,
	"address" text,
	"rating_avg" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_storetype_known" CHECK ("merchant"."storetype" in ('official', 'regular')),
	CONSTRAINT "merchant_status_known" CHECK ("merchant"."status" in ('active', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"slug" text NOT NULL,
	"icon" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_level_1_to_3" CHECK ("category"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"youtube_url" text,
	"variant_group" integer,
	"variant_name" text,
	"attribute_type" text,
	"attribute_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"base_price" bigint NOT NULL,
	"publish_price" bigint NOT NULL,
	"stock" integer NOT NULL,
	"weight_grams" integer NOT NULL,
	"status" text DEFAULT 'PUBLISH' NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"rating_avg" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_not_negative" CHECK ("product"."stock" >= 0),
	CONSTRAINT "product_prices_positive" CHECK ("product"."publish_price" > 0 and "product"."base_price" >= "product"."publish_price"),
	CONSTRAINT "product_weight_positive" CHECK ("product"."weight_grams" > 0),
	CONSTRAINT "product_status_known" CHECK ("product"."status" in ('PUBLISH', 'HIDDEN'))
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"point" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_point_1_to_5" CHECK ("review"."point" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "review_attachment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_attachment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL,
	"media_url" text NOT NULL,
	"media_caption" text
);
--> statement-breakpoint
CREATE TABLE "review_reply" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_reply_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_sale" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flash_sale_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flash_sale_slug_unique" UNIQUE("slug"),
	CONSTRAINT "flash_sale_window_ordered" CHECK ("flash_sale"."ends_at" > "flash_sale"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "flash_sale_product" (
	"flash_sale_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"flash_price" bigint NOT NULL,
	"quota" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flash_sale_product_flash_sale_id_product_id_pk" PRIMARY KEY("flash_sale_id","product_id"),
	CONSTRAINT "flash_sale_product_sold_within_quota" CHECK ("flash_sale_product"."sold" between 0 and "flash_sale_product"."quota")
);
--> statement-breakpoint
CREATE TABLE "promo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"slug" text NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" bigint,
	"min_purchase" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"quota_total" integer,
	"quota_used" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"requires_claim" integer DEFAULT 0 NOT NULL,
	"banner_url" text,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"json_meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_kind_known" CHECK ("promo"."kind" in ('percentage', 'fixed', 'free_shipping')),
	CONSTRAINT "promo_value_positive" CHECK ("promo"."value" > 0),
	CONSTRAINT "promo_percentage_at_most_100" CHECK ("promo"."kind" <> 'percentage' or "promo"."value" <= 100),
	CONSTRAINT "promo_quota_not_exceeded" CHECK ("promo"."quota_total" is null or "promo"."quota_used" <= "promo"."quota_total"),
	CONSTRAINT "promo_window_ordered" CHECK ("promo"."ends_at" > "promo"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "promo_claim" (
	"promo_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_claim_promo_id_user_id_pk" PRIMARY KEY("promo_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger_entry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_ledger_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_entry_owner_type_known" CHECK ("wallet_ledger_entry"."owner_type" in ('user', 'merchant')),
	CONSTRAINT "wallet_ledger_entry_amount_not_zero" CHECK ("wallet_ledger_entry"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "city" ADD CONSTRAINT "city_province_id_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."province"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district" ADD CONSTRAINT "district_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "village" ADD CONSTRAINT "village_district_id_district_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."district"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book" ADD CONSTRAINT "address_book_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book" ADD CONSTRAINT "address_book_province_id_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."province"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book" ADD CONSTRAINT "address_book_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book" ADD CONSTRAINT "address_book_sub_district_id_district_id_fk" FOREIGN KEY ("sub_district_id") REFERENCES "public"."district"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book" ADD CONSTRAINT "address_book_area_id_village_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."village"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_province_id_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."province"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_district_id_district_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."district"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_parent_id_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_attachment" ADD CONSTRAINT "review_attachment_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reply" ADD CONSTRAINT "review_reply_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reply" ADD CONSTRAINT "review_reply_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_product" ADD CONSTRAINT "flash_sale_product_flash_sale_id_flash_sale_id_fk" FOREIGN KEY ("flash_sale_id") REFERENCES "public"."flash_sale"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_product" ADD CONSTRAINT "flash_sale_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo" ADD CONSTRAINT "promo_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_claim" ADD CONSTRAINT "promo_claim_promo_id_promo_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_claim" ADD CONSTRAINT "promo_claim_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_city_province_id" ON "city" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "idx_district_city_id" ON "district" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "idx_village_district_id" ON "village" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "idx_address_book_user_id" ON "address_book" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_address_book_user_id_main" ON "address_book" USING btree ("user_id") WHERE "address_book"."is_main_address";--> statement-breakpoint
CREATE INDEX "idx_session_user_id" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_user_email" ON "user" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_merchant_slug" ON "merchant" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_merchant_user_id" ON "merchant" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idx_merchant_storetype" ON "merchant" USING btree ("storetype");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_category_slug" ON "category" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "idx_category_parent_id" ON "category" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_product_slug" ON "product" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "idx_product_merchant_id" ON "product" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "idx_product_category_id" ON "product" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "idx_product_variant_group" ON "product" USING btree ("variant_group");--> statement-breakpoint
CREATE INDEX "idx_review_product_id_point" ON "review" USING btree ("product_id","point");--> statement-breakpoint
CREATE INDEX "idx_review_attachment_review_id" ON "review_attachment" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "idx_review_reply_review_id" ON "review_reply" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "idx_flash_sale_ends_at" ON "flash_sale" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_promo_slug" ON "promo" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_promo_code" ON "promo" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "idx_promo_merchant_id" ON "promo" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "idx_promo_claim_user_id" ON "promo_claim" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idx_wallet_ledger_entry_owner" ON "wallet_ledger_entry" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_wallet_ledger_entry_reference" ON "wallet_ledger_entry" USING btree ("owner_type","owner_id","reference");