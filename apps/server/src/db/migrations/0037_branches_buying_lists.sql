-- decisions.md › §23: a company's branches (each with its own GSTIN and address), the branch a
-- member buys for, the branch an order is billed to (a snapshot: the invoice never reads a
-- branch changed later), and buying lists (docs/decisions/355-357).
CREATE TABLE "company_branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"gstin" text,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_branches_company_idx" ON "company_branches" USING btree ("company_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "company_branches_gstin_unique" ON "company_branches" ("gstin") WHERE "gstin" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "branch_id" uuid REFERENCES "company_branches"("id") ON DELETE set null;
--> statement-breakpoint
-- The branch an order was billed to, as it was when the order was placed (null: the company's
-- registered GSTIN and address).
ALTER TABLE "order_companies" ADD COLUMN "branch_id" uuid;
--> statement-breakpoint
ALTER TABLE "order_companies" ADD COLUMN "branch_name" text;
--> statement-breakpoint
ALTER TABLE "order_companies" ADD COLUMN "bill_gstin" text;
--> statement-breakpoint
ALTER TABLE "order_companies" ADD COLUMN "bill_line" text;
--> statement-breakpoint
ALTER TABLE "order_companies" ADD COLUMN "bill_city" text;
--> statement-breakpoint
ALTER TABLE "order_companies" ADD COLUMN "bill_state" text;
--> statement-breakpoint
ALTER TABLE "order_companies" ADD COLUMN "bill_pincode" text;
--> statement-breakpoint
CREATE TABLE "buying_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"company_id" uuid REFERENCES "companies"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "buying_lists_owner_idx" ON "buying_lists" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "buying_lists_company_idx" ON "buying_lists" USING btree ("company_id");
--> statement-breakpoint
CREATE TABLE "buying_list_items" (
	"list_id" uuid NOT NULL REFERENCES "buying_lists"("id") ON DELETE cascade,
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"quantity" integer NOT NULL CHECK ("quantity" BETWEEN 1 AND 10000),
	"position" integer NOT NULL,
	PRIMARY KEY ("list_id", "product_id")
);
