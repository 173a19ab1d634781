DROP INDEX "idx_review_reply_review_id";--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "review_reply" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_review_order_id" ON "review" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idx_review_reply_review_id" ON "review_reply" USING btree ("review_id");