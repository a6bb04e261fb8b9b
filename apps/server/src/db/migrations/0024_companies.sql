CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legal_name" text NOT NULL,
	"gstin" text NOT NULL,
	"billing_address" text NOT NULL,
	"billing_state" text NOT NULL,
	"credit_days" integer,
	"credit_limit_paise" bigint,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_gstin_unique" UNIQUE("gstin"),
	CONSTRAINT "companies_credit_days_ck" CHECK ("companies"."credit_days" is null or "companies"."credit_days" in (7, 15, 30, 45, 60)),
	CONSTRAINT "companies_credit_limit_ck" CHECK ("companies"."credit_limit_paise" is null or "companies"."credit_limit_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"order_limit_paise" bigint,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_role_ck" CHECK ("company_members"."role" in ('ADMIN', 'BUYER', 'VIEWER'))
);
--> statement-breakpoint
CREATE TABLE "order_companies" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"po_number" text,
	"credit_days" integer,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_companies" ADD CONSTRAINT "order_companies_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_companies" ADD CONSTRAINT "order_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "order_companies_company_idx" ON "order_companies" USING btree ("company_id","order_id");
