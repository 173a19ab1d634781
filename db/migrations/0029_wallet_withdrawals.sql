CREATE TABLE "buyer_bank_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buyer_bank_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"failure_reason" text,
	"due_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_owner_type_known" CHECK ("withdrawal"."owner_type" in ('user', 'merchant')),
	CONSTRAINT "withdrawal_status_known" CHECK ("withdrawal"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "withdrawal_amount_positive" CHECK ("withdrawal"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "buyer_bank_account" ADD CONSTRAINT "buyer_bank_account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_bank_account" ADD CONSTRAINT "buyer_bank_account_bank_code_bank_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."bank"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_bank_code_bank_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."bank"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idx_buyer_bank_account_user_id" ON "buyer_bank_account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idx_withdrawal_owner" ON "withdrawal" USING btree ("owner_type","owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_withdrawal_owner_pending" ON "withdrawal" USING btree ("owner_type","owner_id") WHERE "withdrawal"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "idx_withdrawal_provider_reference" ON "withdrawal" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "idx_withdrawal_due_at" ON "withdrawal" USING btree ("due_at") WHERE "withdrawal"."status" = 'pending';