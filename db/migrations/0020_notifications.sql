CREATE TABLE "notification" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient_type" text NOT NULL,
	"recipient_id" integer NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"title_key" text NOT NULL,
	"body_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_recipient_type_known" CHECK ("notification"."recipient_type" in ('user', 'merchant'))
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"notification_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_outbox_status_known" CHECK ("notification_outbox"."status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "mail_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_notification_id_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notification"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idx_notification_recipient_kind_reference" ON "notification" USING btree ("recipient_type","recipient_id","kind","reference");--> statement-breakpoint
CREATE INDEX "idx_notification_recipient_created_at" ON "notification" USING btree ("recipient_type","recipient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idx_notification_recipient_unread" ON "notification" USING btree ("recipient_type","recipient_id") WHERE "notification"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "idx_notification_outbox_notification_id" ON "notification_outbox" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "idx_notification_outbox_due" ON "notification_outbox" USING btree ("available_at") WHERE "notification_outbox"."status" = 'pending';