CREATE TABLE "merchant_banner" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"main_file_id" text,
	"main_target" text,
	"slides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secondary_file_id" text,
	"secondary_url" text,
	"secondary_target" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "logo_file_id" text;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "ktp_file_id" text;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "ktp_selfie_file_id" text;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "npwp_file_id" text;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "company_doc_file_id" text;--> statement-breakpoint
ALTER TABLE "merchant_banner" ADD CONSTRAINT "merchant_banner_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;