DROP INDEX "idx_product_search_vector";--> statement-breakpoint
DROP INDEX "idx_search_term_term_trgm";--> statement-breakpoint
CREATE INDEX "idx_product_search_vector" ON "product" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "idx_search_term_term_trgm" ON "search_term" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false);