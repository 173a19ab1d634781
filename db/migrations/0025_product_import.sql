CREATE TABLE "product_import" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_import_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"photos_file_id" text,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"total_rows" integer NOT NULL,
	"accepted_rows" integer NOT NULL,
	"created_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_import_row" (
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"group_number" integer NOT NULL,
	"verdict" text NOT NULL,
	"reason" jsonb,
	"cells" jsonb NOT NULL,
	"payload" jsonb,
	"product_id" integer,
	CONSTRAINT "product_import_row_import_id_row_number_pk" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
ALTER TABLE "product_import" ADD CONSTRAINT "product_import_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import" ADD CONSTRAINT "product_import_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_row" ADD CONSTRAINT "product_import_row_import_id_product_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_import"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_product_import_merchant_id_created_at" ON "product_import" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "idx_product_import_row_import_id_group_number" ON "product_import_row" USING btree ("import_id","group_number");--> statement-breakpoint
CREATE INDEX "idx_product_merchant_id_lower_sku" ON "product" USING btree ("merchant_id",lower("sku"));