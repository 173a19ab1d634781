CREATE TABLE "shipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"courier" text NOT NULL,
	"airway_bill" text NOT NULL,
	"stage" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_stage_known" CHECK ("shipment"."stage" in ('awaiting_pickup', 'picked_up', 'in_transit', 'arrived'))
);
--> statement-breakpoint
CREATE TABLE "shipment_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"stage" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_account_owner_type_known" CHECK ("ledger_account"."owner_type" in ('user', 'merchant', 'platform', 'courier'))
);
--> statement-breakpoint
CREATE TABLE "ledger_journal" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_journal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_posting" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_posting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"journal_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_posting_amount_not_zero" CHECK ("ledger_posting"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_event" ADD CONSTRAINT "shipment_event_shipment_id_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_posting" ADD CONSTRAINT "ledger_posting_journal_id_ledger_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_posting" ADD CONSTRAINT "ledger_posting_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idx_shipment_order_id" ON "shipment" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_shipment_airway_bill" ON "shipment" USING btree ("airway_bill");--> statement-breakpoint
CREATE INDEX "idx_shipment_event_shipment_id" ON "shipment_event" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_shipment_event_shipment_id_stage" ON "shipment_event" USING btree ("shipment_id","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_ledger_account_owner_type_owner_id_purpose" ON "ledger_account" USING btree ("owner_type","owner_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_ledger_journal_reference" ON "ledger_journal" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "idx_ledger_posting_journal_id" ON "ledger_posting" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "idx_ledger_posting_account_id" ON "ledger_posting" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "idx_shop_order_due_at" ON "shop_order" USING btree ("due_at") WHERE "shop_order"."due_at" is not null;