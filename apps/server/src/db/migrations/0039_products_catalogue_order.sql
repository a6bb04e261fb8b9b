-- The catalogue order (display_order, name, id): the search index reads the catalogue in
-- pages along it on the embedded database, each page a short statement (docs/decisions/303,
-- issue 43.21), and listings sort by it.
CREATE INDEX IF NOT EXISTS "products_catalogue_order_idx" ON "products" USING btree ("display_order","name","id");
