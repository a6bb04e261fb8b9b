-- decisions.md › §9 (amended): an order cancelled before anything was paid owes nothing.
-- Orders cancelled before this migration kept PENDING; they become CANCELLED, with a history row.
INSERT INTO "payment_history" ("order_id", "status", "remarks", "changed_by", "changed_at")
SELECT b.order_id, 'CANCELLED', 'Order cancelled before payment: nothing is owed', NULL, o.status_updated_at
FROM "order_billing" b JOIN "orders" o ON o.id = b.order_id
WHERE o.status = 'CANCELLED' AND b.payment_status = 'PENDING';
--> statement-breakpoint
UPDATE "order_billing" b SET "payment_status" = 'CANCELLED', "updated_at" = now()
FROM "orders" o
WHERE o.id = b.order_id AND o.status = 'CANCELLED' AND b.payment_status = 'PENDING';
