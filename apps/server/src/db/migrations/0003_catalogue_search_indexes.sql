DROP INDEX "products_search_trgm";--> statement-breakpoint
DROP INDEX "products_search_fts";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "products"."search_text")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_sku_norm_prefix_idx" ON "products" USING btree ("sku_norm" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");