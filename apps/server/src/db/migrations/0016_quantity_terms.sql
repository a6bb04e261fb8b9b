ALTER TABLE "products" ADD COLUMN "pack_size" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_order_qty" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_slabs" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_pack_size_ck" CHECK ("products"."pack_size" between 1 and 1000 and "products"."min_order_qty" >= 1 and "products"."min_order_qty" % "products"."pack_size" = 0);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_quantity_ck";
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity_ck" CHECK ("cart_items"."quantity" between 1 and 10000);
