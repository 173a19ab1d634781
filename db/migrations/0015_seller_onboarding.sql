CREATE TABLE "company" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"address" text NOT NULL,
	"is_pkp" boolean DEFAULT false NOT NULL,
	"npwp" text,
	"pic_name" text NOT NULL,
	"pic_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_bank_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_bank_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"branch" text,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant" DROP CONSTRAINT "merchant_status_known";--> statement-breakpoint
ALTER TABLE "merchant" ALTER COLUMN "province_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ALTER COLUMN "city_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "nik" text;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "is_company" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "pic_name" text;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "pic_phone" text;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "village_id" text;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "zipcode" text;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "holiday_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "holiday_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "holiday_note" text;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_bank_account" ADD CONSTRAINT "merchant_bank_account_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_bank_account" ADD CONSTRAINT "merchant_bank_account_bank_code_bank_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."bank"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idx_company_user_id" ON "company" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_merchant_bank_account_merchant_id" ON "merchant_bank_account" USING btree ("merchant_id");--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_village_id_village_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."village"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_location_when_open" CHECK ("merchant"."status" = 'onboarding' or ("merchant"."province_id" is not null and "merchant"."city_id" is not null));--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_holiday_window" CHECK (("merchant"."holiday_from" is null) = ("merchant"."holiday_to" is null) and ("merchant"."holiday_from" is null or "merchant"."holiday_from" < "merchant"."holiday_to"));--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_status_known" CHECK ("merchant"."status" in ('onboarding', 'pending_review', 'active', 'closed'));