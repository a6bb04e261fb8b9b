-- Issue 30: the stock level under which staff reorder a product (0: no reorder level).
ALTER TABLE "products" ADD COLUMN "reorder_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_reorder_level_ck" CHECK ("reorder_level" >= 0);
