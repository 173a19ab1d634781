DROP INDEX "idx_product_search_vector";--> statement-breakpoint
CREATE INDEX "idx_product_search_vector" ON "product" USING gin ("search_vector") WITH (fastupdate=true,gin_pending_list_limit=512);