-- Issue 43.3: what was refunded is kept per order; a partial refund leaves the order PAID.
ALTER TABLE "order_billing" ADD COLUMN "refunded_paise" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Refunds already sent for returns: their credit notes' totals.
UPDATE "order_billing" b SET "refunded_paise" = r.paise
FROM (
  SELECT rt.order_id, sum(cn.total_paise)::bigint AS paise
  FROM "returns" rt JOIN "credit_notes" cn ON cn.return_id = rt.id
  WHERE rt.status = 'REFUNDED'
  GROUP BY rt.order_id
) r
WHERE r.order_id = b.order_id;
--> statement-breakpoint
-- A cancelled order refunded by staff got everything back.
UPDATE "order_billing" b SET "refunded_paise" = o.total_paise
FROM "orders" o
WHERE o.id = b.order_id AND o.status = 'CANCELLED' AND b.payment_status = 'REFUNDED';
--> statement-breakpoint
-- A paid order marked REFUNDED after only part of it came back is PAID, part refunded.
UPDATE "order_billing" b SET "payment_status" = 'PAID'
FROM "orders" o
WHERE o.id = b.order_id AND b.payment_status = 'REFUNDED' AND b.refunded_paise < o.total_paise;
