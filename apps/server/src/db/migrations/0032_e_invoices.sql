-- decisions.md › §21 (docs/decisions/335): a tax invoice's or credit note's registration with the IRP.
CREATE TABLE "e_invoices" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "doc_type" text NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
  "credit_note_id" uuid REFERENCES "credit_notes"("id") ON DELETE cascade,
  "doc_no" text NOT NULL,
  "doc_date" timestamp with time zone NOT NULL,
  "status" text DEFAULT 'PENDING' NOT NULL,
  "irn" text,
  "ack_no" text,
  "ack_date" timestamp with time zone,
  "signed_qr_code" text,
  "signed_invoice" text,
  "cancel_reason" integer,
  "cancel_remark" text,
  "cancelled_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "e_invoices_doc_type_ck" CHECK ("doc_type" in ('INV', 'CRN')),
  CONSTRAINT "e_invoices_status_ck" CHECK ("status" in ('PENDING', 'REGISTERED', 'CANCELLED')),
  CONSTRAINT "e_invoices_registered_ck" CHECK ("status" = 'PENDING' or ("irn" is not null and "ack_no" is not null and "ack_date" is not null and "signed_qr_code" is not null)),
  CONSTRAINT "e_invoices_credit_note_ck" CHECK (("doc_type" = 'CRN') = ("credit_note_id" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_doc_uq" ON "e_invoices" USING btree ("doc_type","doc_no");
--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_irn_uq" ON "e_invoices" USING btree ("irn");
--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_credit_note_uq" ON "e_invoices" USING btree ("credit_note_id");
--> statement-breakpoint
CREATE INDEX "e_invoices_order_idx" ON "e_invoices" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "e_invoices_status_idx" ON "e_invoices" USING btree ("status","doc_date");
