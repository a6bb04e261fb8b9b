-- Orders placed before payments and GST existed: UPI, awaiting payment, taxed with today's
-- HSN code and GST rate of each product, and the default company state (Karnataka), with
-- the same per-line rounding as packages/contract/src/gst.ts (docs/decisions/070).
INSERT INTO "order_item_taxes" ("order_item_id", "order_id", "hsn_code", "gst_rate", "unit",
  "taxable_paise", "cgst_paise", "sgst_paise", "igst_paise")
SELECT x.id, x.order_id, x.hsn_code, x.gst_rate, x.unit,
       x.total - CASE WHEN x.intra THEN 2 * x.half ELSE x.igst END,
       CASE WHEN x.intra THEN x.half ELSE 0 END,
       CASE WHEN x.intra THEN x.half ELSE 0 END,
       CASE WHEN x.intra THEN 0 ELSE x.igst END
FROM (
  SELECT i.id, i.order_id, p.hsn_code, p.gst_rate, p.unit, i.total_paise AS total,
         lower(o.state) = 'karnataka' AS intra,
         (2 * i.total_paise * round(p.gst_rate * 100)::bigint + 2 * (10000 + round(p.gst_rate * 100)::bigint))
           / (4 * (10000 + round(p.gst_rate * 100)::bigint)) AS half,
         (2 * i.total_paise * round(p.gst_rate * 100)::bigint + (10000 + round(p.gst_rate * 100)::bigint))
           / (2 * (10000 + round(p.gst_rate * 100)::bigint)) AS igst
  FROM "order_items" i
  JOIN "orders" o ON o.id = i.order_id
  JOIN "products" p ON p.id = i.product_id
) x
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "order_billing" ("order_id", "payment_method", "payment_status", "place_of_supply",
  "supply_type", "taxable_paise", "cgst_paise", "sgst_paise", "igst_paise")
SELECT o.id, 'UPI', 'PENDING', o.state,
       CASE WHEN lower(o.state) = 'karnataka' THEN 'INTRA_STATE' ELSE 'INTER_STATE' END,
       coalesce(sum(t.taxable_paise), 0), coalesce(sum(t.cgst_paise), 0),
       coalesce(sum(t.sgst_paise), 0), coalesce(sum(t.igst_paise), 0)
FROM "orders" o
LEFT JOIN "order_item_taxes" t ON t.order_id = o.id
GROUP BY o.id, o.state
ON CONFLICT DO NOTHING;
