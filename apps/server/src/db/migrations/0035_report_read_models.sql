-- Issue 36: reports read through declared read models. The order tables' owners declare what
-- the paperwork may read (docs/decisions/321); GSTR-1 and the sales report read only these.
CREATE VIEW "report_invoice_lines" AS
SELECT i.financial_year, i.serial, i.number, i.issued_at, b.gstin, b.billing_name,
       b.place_of_supply, b.supply_type, o.total_paise AS order_total, t.hsn_code, t.gst_rate,
       t.unit, oi.product_name, oi.quantity, oi.position, oi.id AS order_item_id,
       t.taxable_paise, t.cgst_paise, t.sgst_paise, t.igst_paise
  FROM invoices i
  JOIN orders o ON o.id = i.order_id
  JOIN order_billing b ON b.order_id = o.id
  JOIN order_items oi ON oi.order_id = o.id
  JOIN order_item_taxes t ON t.order_item_id = oi.id;
--> statement-breakpoint
CREATE VIEW "report_credit_note_lines" AS
SELECT cn.financial_year, cn.serial, cn.number AS note_number, cn.issued_at AS note_issued_at,
       cn.total_paise AS note_total, cn.invoice_number AS number, cn.invoice_date AS issued_at,
       b.gstin, b.billing_name, b.place_of_supply, b.supply_type, o.total_paise AS order_total,
       t.hsn_code, t.gst_rate, t.unit, oi.product_name, l.quantity, oi.position,
       oi.id AS order_item_id, l.taxable_paise, l.cgst_paise, l.sgst_paise, l.igst_paise
  FROM credit_notes cn
  JOIN orders o ON o.id = cn.order_id
  JOIN order_billing b ON b.order_id = o.id
  JOIN credit_note_lines l ON l.credit_note_id = cn.id
  JOIN order_items oi ON oi.id = l.order_item_id
  JOIN order_item_taxes t ON t.order_item_id = oi.id;
--> statement-breakpoint
CREATE VIEW "report_sales_lines" AS
SELECT o.id AS order_id, o.created_at, o.status, oi.product_id, oi.manufacturer_name,
       oi.quantity, oi.total_paise, t.taxable_paise
  FROM orders o
  JOIN order_items oi ON oi.order_id = o.id
  JOIN order_item_taxes t ON t.order_item_id = oi.id;
--> statement-breakpoint
CREATE VIEW "report_product_categories" AS
SELECT pc.product_id, c.id AS category_id, c.name AS category_name, c.display_order
  FROM product_categories pc
  JOIN categories c ON c.id = pc.category_id;
