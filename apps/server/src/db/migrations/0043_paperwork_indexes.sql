-- Issue 42, paperwork at scale (docs/decisions/377): the month's documents and a period's
-- orders are read by date. Without these every GSTR-1, Tally and sales report read scanned
-- the whole invoices, credit notes and orders tables.
CREATE INDEX IF NOT EXISTS "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "credit_notes_issued_idx" ON "credit_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_created_idx" ON "orders" USING btree ("created_at");
