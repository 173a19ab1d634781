CREATE TABLE "search_term" (
	"term" text PRIMARY KEY NOT NULL,
	"ndoc" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search_boost" double precision GENERATED ALWAYS AS ((1 + 0.1 * ln(1 + "sold_count"::float8)) * (1 + 0.05 * "rating_avg"::float8 * least(1.0, "rating_count"::float8 / 10.0))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "idx_search_term_term_trgm" ON "search_term" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "idx_product_search_vector" ON "product" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "idx_product_search_boost_id" ON "product" USING btree ("search_boost" DESC NULLS LAST,"id" DESC NULLS LAST);