-- The version of the products' pricing facts (price, pack, minimum order, slabs, maker,
-- categories): a fresh random value whenever a statement changes any of them, in the same
-- transaction (docs/decisions/380). The pricing module keeps the facts of the products it has
-- priced in memory and checks this one row, read with the company's lists' version, on every
-- use: a change made by any process, or by the caller's own transaction, is seen at once.
-- Random (not a counter): a rolled-back change cannot leave a value that a later change reuses.
CREATE TABLE "pricing_facts_version" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "version" uuid NOT NULL
);--> statement-breakpoint
INSERT INTO "pricing_facts_version" ("id", "version") VALUES (true, gen_random_uuid());--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_pricing_facts_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pricing_facts_version SET version = gen_random_uuid();
  RETURN NULL;
END
$$;--> statement-breakpoint
-- once a statement, and only for the columns that price (stock and names do not)
CREATE TRIGGER products_pricing_facts_version
  AFTER INSERT OR DELETE OR UPDATE OF price_paise, pack_size, min_order_qty, price_slabs, manufacturer_id
  ON products FOR EACH STATEMENT EXECUTE FUNCTION bump_pricing_facts_version();--> statement-breakpoint
CREATE TRIGGER products_pricing_facts_version_truncate
  AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION bump_pricing_facts_version();--> statement-breakpoint
CREATE TRIGGER product_categories_pricing_facts_version
  AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_pricing_facts_version();
