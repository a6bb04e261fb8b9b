ALTER TABLE "sessions" ADD COLUMN "rotated_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "health_checks" (
	"id" smallint PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
