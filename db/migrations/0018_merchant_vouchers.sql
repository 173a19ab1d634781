CREATE TABLE "promo_product" (
	"promo_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "promo_product_promo_id_product_id_pk" PRIMARY KEY("promo_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "promo" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "promo" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_product" ADD CONSTRAINT "promo_product_promo_id_promo_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_product" ADD CONSTRAINT "promo_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_promo_product_product_id" ON "promo_product" USING btree ("product_id");