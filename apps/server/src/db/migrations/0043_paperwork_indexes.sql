-- Issue 42, paperwork at scale (docs/decisions/377): the month's documents and a period's
-- orders are read by date. Without these every GSTR-1, Tally and sales report read scanned
-- the whole invoices, credit notes and orders tables.
CREATE INDEX IF NOT EXISTS "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "credit_notes_issued_idx" ON "credit_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_created_idx" ON "orders" USING btree ("created_at");
--> statement-breakpoint
-- The sales report by day or month counts orders here and sums the lines apart (no
-- count(distinct) over every line of the period).
CREATE VIEW "report_sales_orders" AS
SELECT o.id AS order_id, o.created_at, o.status FROM orders o;
