-- Migration 0013 redefines product.search_boost (a product out of stock ranks after those in stock) by
-- dropping and adding the generated column, which drops its index; drizzle-kit still lists the index in its
-- snapshot, so it is rebuilt here as migration 0002 made it.
CREATE INDEX IF NOT EXISTS "idx_product_search_boost_id" ON "product" USING btree ("search_boost" DESC NULLS LAST,"id" DESC NULLS LAST);
