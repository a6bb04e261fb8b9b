-- Issue 40 (decisions.md › §24, §25; docs/decisions/360-364): money a company paid, and how
-- it settled its credit invoices. A receipt's amount plus its TDS is what it settles; what no
-- invoice took yet is the company's advance.
CREATE TABLE "company_receipts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id"),
  "number" text NOT NULL UNIQUE,
  "financial_year" text NOT NULL,
  "serial" integer NOT NULL,
  "amount_paise" bigint NOT NULL,
  "tds_paise" bigint DEFAULT 0 NOT NULL,
  "received_on" date NOT NULL,
  "reference" text NOT NULL,
  "recorded_by" uuid REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "company_receipts_amount_ck" CHECK ("amount_paise" > 0),
  CONSTRAINT "company_receipts_tds_ck" CHECK ("tds_paise" >= 0)
);
--> statement-breakpoint
CREATE INDEX "company_receipts_company_idx" ON "company_receipts" ("company_id", "received_on");
--> statement-breakpoint
CREATE TABLE "receipt_allocations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "receipt_id" uuid NOT NULL REFERENCES "company_receipts"("id") ON DELETE CASCADE,
  "order_id" uuid NOT NULL REFERENCES "orders"("id"),
  "amount_paise" bigint NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "receipt_allocations_amount_ck" CHECK ("amount_paise" > 0)
);
--> statement-breakpoint
CREATE INDEX "receipt_allocations_receipt_idx" ON "receipt_allocations" ("receipt_id");
--> statement-breakpoint
CREATE INDEX "receipt_allocations_order_idx" ON "receipt_allocations" ("order_id");
--> statement-breakpoint
-- The company's credit invoices as the ledger reads them (one row per tax invoice of an
-- ON_CREDIT company order), and each credit note against them: the Tally file and the
-- statement read these, never the order tables.
CREATE VIEW "report_company_invoices" AS
SELECT oc.company_id, oc.order_id, oc.credit_days, i.number, i.issued_at,
       o.total_paise, o.status AS order_status, b.payment_status, b.paid_at,
       b.payment_reference
  FROM order_companies oc
  JOIN orders o ON o.id = oc.order_id
  JOIN order_billing b ON b.order_id = oc.order_id
  JOIN invoices i ON i.order_id = oc.order_id
 WHERE b.payment_method = 'ON_CREDIT';
--> statement-breakpoint
CREATE VIEW "report_company_credit_notes" AS
SELECT oc.company_id, cn.order_id, cn.number, cn.issued_at, cn.total_paise
  FROM order_companies oc
  JOIN order_billing b ON b.order_id = oc.order_id
  JOIN credit_notes cn ON cn.order_id = oc.order_id
 WHERE b.payment_method = 'ON_CREDIT';
