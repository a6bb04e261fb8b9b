ALTER TABLE "order_deliveries" ADD COLUMN "eway_bill_number" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "reorder_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "daily_job_runs" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_job_runs_pk" PRIMARY KEY("job","day")
);
