ALTER TABLE "campaigns" ADD COLUMN "delivered" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "failed" integer;