-- Issue 38, decisions.md › §22: prices agreed with a company (docs/decisions/350).
-- A list: its name and India-time validity days (null: open-ended).
CREATE TABLE "price_lists" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "name" text NOT NULL,
  "valid_from" date,
  "valid_until" date,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "price_lists_dates_ck" CHECK ("valid_from" IS NULL OR "valid_until" IS NULL OR "valid_from" <= "valid_until")
);
--> statement-breakpoint
-- The companies a list is for.
CREATE TABLE "price_list_companies" (
  "price_list_id" uuid NOT NULL REFERENCES "price_lists"("id") ON DELETE CASCADE,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  PRIMARY KEY ("company_id", "price_list_id")
);
--> statement-breakpoint
CREATE INDEX "price_list_companies_list_idx" ON "price_list_companies" ("price_list_id");
--> statement-breakpoint
-- A fixed price per product (paise, GST included).
CREATE TABLE "price_list_prices" (
  "price_list_id" uuid NOT NULL REFERENCES "price_lists"("id") ON DELETE CASCADE,
  "product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "price_paise" integer NOT NULL,
  PRIMARY KEY ("price_list_id", "product_id"),
  CONSTRAINT "price_list_prices_price_ck" CHECK ("price_paise" > 0)
);
--> statement-breakpoint
CREATE INDEX "price_list_prices_product_idx" ON "price_list_prices" ("product_id", "price_list_id", "price_paise");
--> statement-breakpoint
-- A percent off by maker and/or category (both null: everything), in basis points (1250 = 12.5 %).
CREATE TABLE "price_list_discounts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "price_list_id" uuid NOT NULL REFERENCES "price_lists"("id") ON DELETE CASCADE,
  "category_id" uuid REFERENCES "categories"("id") ON DELETE CASCADE,
  "manufacturer_id" uuid REFERENCES "manufacturers"("id") ON DELETE CASCADE,
  "percent_off_bp" integer NOT NULL,
  CONSTRAINT "price_list_discounts_percent_ck" CHECK ("percent_off_bp" BETWEEN 50 AND 9000 AND "percent_off_bp" % 50 = 0)
);
--> statement-breakpoint
CREATE INDEX "price_list_discounts_list_idx" ON "price_list_discounts" ("price_list_id");
